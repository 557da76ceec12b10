import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { SetUserPremiumDocument } from '../api/set-user-premium';

export function useSetUserPremium() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(SetUserPremiumDocument);

  const setPremium = async (userId: string, isPremium: boolean, name: string) => {
    try {
      await mutate({ variables: { userId, isPremium } });
      toast(
        isPremium
          ? { title: 'Premium Granted', description: `${name} now has premium access.`, variant: 'success' }
          : { title: 'Premium Revoked', description: `${name} no longer has premium access.`, variant: 'success' },
      );
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update premium status. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return { setPremium, updating: loading };
}
