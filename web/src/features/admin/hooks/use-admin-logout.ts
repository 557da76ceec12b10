import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';

export function useAdminLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();

  return async () => {
    // Leave first, so the dashboard does not react to the signed-out state by sending the person to /auth.
    await navigate(paths.adminLogin.getHref());
    try {
      await logout();
      toast({ title: 'Admin Logout', description: 'You have been logged out of the admin portal' });
    } catch {
      toast({ title: 'Logout Failed', description: 'An error occurred during logout. Please try again.', variant: 'destructive' });
    }
  };
}
