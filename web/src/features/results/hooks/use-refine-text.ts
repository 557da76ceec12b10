import { useMutation, useQuery } from '@apollo/client/react';
import type { Purpose, Refinement } from '@firstwords/contracts';
import { useState } from 'react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';
import { IntroductionVersionsDocument, RefineIntroductionDocument } from '../api/introduction-versions';
import { useWriting } from '../writing-context';
import { REFINEMENT_FAILED_TOAST, refinedToast, stillWritingToast } from '../writing-toasts';

/** The one-click rewrites the current text allows, each for one credit, like Regenerate, and written as it streams. */
export function useRefineText(introductionId: number, purpose: Purpose) {
  const { credits } = useCredits();
  const toast = useToast();
  const { follow, catchUp } = useWriting();
  const { data, loading } = useQuery(IntroductionVersionsDocument, { variables: { id: introductionId, purpose } });
  const [mutate] = useMutation(RefineIntroductionDocument);
  const [refining, setRefining] = useState<Refinement | null>(null);

  const refine = async (direction: Refinement) => {
    if (isOutOfCredits(credits)) return toast(NO_CREDITS_TOAST);
    setRefining(direction);
    try {
      await mutate({ variables: { input: { introductionId, purpose, direction } } });
      follow({ purpose, written: refinedToast(direction), failed: REFINEMENT_FAILED_TOAST });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      if (code === 'CONFLICT') {
        toast(stillWritingToast(error));
        return catchUp();
      }
      toast({ ...REFINEMENT_FAILED_TOAST, description: errorMessage(error, REFINEMENT_FAILED_TOAST.description) });
    } finally {
      setRefining(null);
    }
  };

  return {
    /** Undefined while the server is saying which directions this text allows; none if it could not. */
    directions: data?.introduction.refinements ?? (loading ? undefined : []),
    refine,
    /** The direction being written, if any. */
    refining,
  };
}
