import { useMutation, useQuery } from '@apollo/client/react';
import { type Purpose, type Refinement, REFINEMENT_LABELS } from '@firstwords/contracts';
import { useState } from 'react';
import { errorCode, errorMessage } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useCredits } from '@/session/hooks/use-credits';
import { IntroductionVersionsDocument, RefineIntroductionDocument } from '../api/introduction-versions';

/** The one-click rewrites the current text allows, each for one credit, like Regenerate. */
export function useRefineText(introductionId: number, purpose: Purpose) {
  const { credits } = useCredits();
  const toast = useToast();
  const { data, loading } = useQuery(IntroductionVersionsDocument, { variables: { id: introductionId, purpose } });
  const [mutate] = useMutation(RefineIntroductionDocument);
  const [refining, setRefining] = useState<Refinement | null>(null);

  const refine = async (direction: Refinement) => {
    if (isOutOfCredits(credits)) return toast(NO_CREDITS_TOAST);
    setRefining(direction);
    try {
      await mutate({ variables: { input: { introductionId, purpose, direction } } });
      toast({ title: 'Introduction Refined', description: `${REFINEMENT_LABELS[direction]} version is ready.`, variant: 'success' });
    } catch (error) {
      if (errorCode(error) === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      toast({
        title: 'Refinement Failed',
        description: errorMessage(error, 'Failed to refine introduction. Please try again.'),
        variant: 'destructive',
      });
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
