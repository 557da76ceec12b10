import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';
import { DeleteAccountDocument } from '../api/delete-account';

/** Deletes the signed-in person's account, then forgets the session here and goes home. */
export function useDeleteAccount() {
  const toast = useToast();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [mutate, { loading }] = useMutation(DeleteAccountDocument);

  const deleteAccount = async (): Promise<boolean> => {
    try {
      await mutate();
    } catch (error) {
      toast({
        title: 'Deletion Failed',
        description: errorMessage(error, 'Failed to delete your account. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    await logout();
    toast({ title: 'Account Deleted', description: 'Your account and everything in it have been deleted.', variant: 'success' });
    await navigate(paths.home.getHref());
    return true;
  };

  return { deleteAccount, deleting: loading };
}
