import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';
import { LoadingMessage } from './loading-message';

const ACCESS_DENIED_TOAST = {
  title: 'Access Denied',
  description: "You don't have permission to access the admin dashboard.",
  variant: 'destructive',
} as const;

/**
 * The server's answer to `me` decides: anonymous to sign-in, a non-admin back to their dashboard. An admin signed out
 * here (Logout, an expired session) goes to the admin login, even when the page re-renders before Logout's own
 * navigation has.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const toast = useToast();
  const toasted = useRef(false);
  const [wasAdmin, setWasAdmin] = useState(false);
  const denied = !loading && user !== null && user.role !== 'admin';
  const isAdmin = user?.role === 'admin';
  // Remembered as React stores state from an earlier render: set while rendering, once.
  if (isAdmin && !wasAdmin) setWasAdmin(true);

  useEffect(() => {
    if (denied && !toasted.current) {
      toasted.current = true;
      toast(ACCESS_DENIED_TOAST);
    }
  }, [denied, toast]);

  if (loading) return <LoadingMessage text="Verifying admin access..." />;
  if (!user) return <Navigate to={wasAdmin ? paths.adminLogin.getHref() : paths.auth.getHref()} replace />;
  if (denied) return <Navigate to={paths.dashboard.getHref()} replace />;
  return children;
}
