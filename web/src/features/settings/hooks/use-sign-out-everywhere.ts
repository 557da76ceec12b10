import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useToast } from '@/lib/toast';
import { postLogoutEverywhere } from '@/session/api/auth-requests';
import { useAuth } from '@/session/hooks/use-auth';

/** Ends the person's sessions on every device, then this one's local state, and goes to sign-in. */
export function useSignOutEverywhere() {
  const toast = useToast();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const signOutEverywhere = async () => {
    setSigningOut(true);
    try {
      await postLogoutEverywhere();
    } catch {
      setSigningOut(false);
      return toast({ title: 'Sign Out Failed', description: 'Failed to sign out everywhere. Please try again.', variant: 'destructive' });
    }
    await logout();
    toast({
      title: 'Signed Out Everywhere',
      description: 'Every device signed in to your account has been signed out.',
      variant: 'success',
    });
    await navigate(paths.auth.getHref());
  };

  return { signOutEverywhere, signingOut };
}
