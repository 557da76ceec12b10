import { useMutation } from '@apollo/client/react';
import { useToast } from '@/lib/toast';
import { DeleteIntroductionDocument } from '../api/delete-introduction';

export function useDeleteIntroduction() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DeleteIntroductionDocument);

  /** Resolves true when the introduction is gone. */
  const remove = async (id: number): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      toast({ title: 'Introduction Deleted', description: 'The introduction has been removed.', variant: 'success' });
      return true;
    } catch {
      toast({
        title: 'Deletion Failed',
        description: 'Failed to delete the introduction. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  return { remove, deleting: loading };
}
