import { useMutation, useQuery } from '@apollo/client/react';
import type { Refinement, TextKind } from '@firstwords/contracts';
import { useState } from 'react';
import { IntroductionVersionsDocument, RefineIntroductionDocument } from '../api/introduction-versions';
import { REFINEMENT_FAILED_TOAST, refinedToast } from '../writing-toasts';
import { useStartRewrite } from './use-start-rewrite';

/** The one-click rewrites the current text allows, each for one credit, like Regenerate, and written as it streams. */
export function useRefineText(introductionId: number, purpose: TextKind) {
  const startRewrite = useStartRewrite();
  const { data, loading } = useQuery(IntroductionVersionsDocument, { variables: { id: introductionId, purpose } });
  const [mutate] = useMutation(RefineIntroductionDocument);
  const [refining, setRefining] = useState<Refinement | null>(null);

  const refine = async (direction: Refinement) => {
    setRefining(direction);
    const followed = { purpose, written: refinedToast(direction), failed: REFINEMENT_FAILED_TOAST };
    await startRewrite(() => mutate({ variables: { input: { introductionId, purpose, direction } } }), followed);
    setRefining(null);
  };

  return {
    /** Undefined while the server is saying which directions this text allows; none if it could not. */
    directions: data?.introduction.refinements ?? (loading ? undefined : []),
    refine,
    /** The direction being written, if any. */
    refining,
  };
}
