import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorCode } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { RateIntroductionDocument } from '../api/rate-introduction';

export function useRateIntroduction(introductionId: number) {
  const toast = useToast();
  const [submitted, setSubmitted] = useState(false);
  const [mutate, { loading }] = useMutation(RateIntroductionDocument);

  const rate = async (rating: number, comment: string) => {
    try {
      await mutate({ variables: { input: { introductionId, rating, comment: comment.trim() || undefined } } });
      setSubmitted(true);
      toast({ title: 'Thank You!', description: 'Your rating has been submitted.', variant: 'success' });
    } catch (error) {
      toast(
        errorCode(error) === 'UNAUTHENTICATED'
          ? { title: 'Authentication Required', description: 'Please sign in to submit feedback', variant: 'destructive' }
          : { title: 'Submission Failed', description: 'Failed to submit your rating. Please try again.', variant: 'destructive' },
      );
    }
  };

  return { rate, submitting: loading, submitted };
}
