import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useToast, type ToastOptions } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';

interface RequireAuthProps {
  children: ReactNode;
  redirectTo?: string;
  /** Shown once when an anonymous visitor is sent away. */
  deniedToast?: ToastOptions;
}

export function RequireAuth({ children, redirectTo = paths.auth.getHref(), deniedToast }: RequireAuthProps) {
  const { user, loading } = useAuth();
  const toast = useToast();
  const toasted = useRef(false);
  const denied = !loading && !user;
  // A page that waited for the session is then drawn in a transition, in slices the browser can interrupt.
  const pageReady = useDeferredValue(Boolean(user));

  useEffect(() => {
    if (denied && deniedToast && !toasted.current) {
      toasted.current = true;
      toast(deniedToast);
    }
  }, [denied, deniedToast, toast]);

  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return pageReady ? children : <LoadingScreen />;
}
