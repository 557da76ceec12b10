import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';

export function useLogoutAction() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();

  return async () => {
    // Leave first, so a protected page does not react to the signed-out state.
    await navigate(paths.home.getHref());
    try {
      await logout();
    } catch {
      toast({ title: 'Logout Failed', description: 'Logout failed. Please try again.', variant: 'destructive' });
    }
  };
}
