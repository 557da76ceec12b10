import { useMutation } from '@apollo/client/react';
import { RegenerateIntroductionDocument } from '../api/regenerate-introduction';
import { REGENERATED_TOAST, REGENERATION_FAILED_TOAST } from '../writing-toasts';
import { useStartRewrite } from './use-start-rewrite';

/** New texts for the same answers, for one credit; the page shows them as they are written. */
export function useRegenerateIntroduction(id: number) {
  const startRewrite = useStartRewrite();
  const [mutate, { loading }] = useMutation(RegenerateIntroductionDocument);

  const regenerate = () =>
    startRewrite(() => mutate({ variables: { id } }), { written: REGENERATED_TOAST, failed: REGENERATION_FAILED_TOAST });

  return { regenerate, regenerating: loading };
}
