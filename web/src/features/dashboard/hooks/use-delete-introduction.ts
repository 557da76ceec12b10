import { useMutation } from '@apollo/client/react';
import { useToast } from '@/lib/toast';
import { DeleteIntroductionDocument } from '../api/delete-introduction';
import { IntroductionSummariesDocument } from '../api/introduction-summaries-query';

export function useDeleteIntroduction() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DeleteIntroductionDocument, {
    refetchQueries: [IntroductionSummariesDocument],
    awaitRefetchQueries: true,
    update: (cache, _, { variables }) => {
      if (!variables) return;
      for (const __typename of ['Introduction', 'IntroductionSummary']) {
        cache.evict({ id: cache.identify({ __typename, id: variables.id }) });
      }
      cache.gc();
    },
  });

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
