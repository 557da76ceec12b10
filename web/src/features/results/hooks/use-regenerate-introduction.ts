import { useMutation } from '@apollo/client/react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';
import { RegenerateIntroductionDocument } from '../api/regenerate-introduction';
import { FORBIDDEN_MESSAGE } from '../result-messages';
import { useWriting } from '../writing-context';
import { REGENERATED_TOAST, REGENERATION_FAILED_TOAST, stillWritingToast } from '../writing-toasts';

/** New texts for the same answers, for one credit; the page shows them as they are written. */
export function useRegenerateIntroduction(id: number) {
  const { credits } = useCredits();
  const toast = useToast();
  const { follow, catchUp } = useWriting();
  const [mutate, { loading }] = useMutation(RegenerateIntroductionDocument);

  const regenerate = async () => {
    if (isOutOfCredits(credits)) return toast(NO_CREDITS_TOAST);
    try {
      await mutate({ variables: { id } });
      follow({ written: REGENERATED_TOAST, failed: REGENERATION_FAILED_TOAST });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      if (code === 'CONFLICT') {
        toast(stillWritingToast(error));
        return catchUp();
      }
      toast({
        ...REGENERATION_FAILED_TOAST,
        description: code === 'FORBIDDEN' ? FORBIDDEN_MESSAGE : errorMessage(error, REGENERATION_FAILED_TOAST.description),
      });
    }
  };

  return { regenerate, regenerating: loading };
}
