import { useMutation } from '@apollo/client/react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';
import { RegenerateIntroductionDocument } from '../api/regenerate-introduction';
import { FORBIDDEN_MESSAGE } from '../result-messages';

/** A new text for the same answers, for one credit; the cache swaps it into the page. */
export function useRegenerateIntroduction(id: number) {
  const { credits } = useCredits();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(RegenerateIntroductionDocument);

  const regenerate = async () => {
    if (isOutOfCredits(credits)) return toast(NO_CREDITS_TOAST);
    try {
      await mutate({ variables: { id } });
      toast({
        title: 'Introduction Regenerated',
        description: 'A fresh version of your introduction is ready.',
        variant: 'success',
      });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      toast({
        title: 'Regeneration Failed',
        description: code === 'FORBIDDEN' ? FORBIDDEN_MESSAGE : errorMessage(error, 'Failed to regenerate introduction. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return { regenerate, regenerating: loading };
}
