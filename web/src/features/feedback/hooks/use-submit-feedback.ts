import { useMutation } from '@apollo/client/react';
import { useToast } from '@/lib/toast';
import { useAuth } from '@/session/hooks/use-auth';
import { SubmitFeedbackDocument } from '../api/submit-feedback';

/** Resolves true once the feedback is stored. */
export function useSubmitFeedback() {
  const { user } = useAuth();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(SubmitFeedbackDocument);

  const submit = async (subject: string, feedback: string): Promise<boolean> => {
    if (!user) {
      toast({ title: 'Authentication Required', description: 'Please sign in to submit feedback', variant: 'destructive' });
      return false;
    }
    try {
      await mutate({ variables: { input: { subject: subject.trim() || undefined, feedback: feedback.trim() } } });
      toast({
        title: 'Feedback Submitted',
        description: 'Thank you for your feedback! We appreciate your input.',
        variant: 'success',
      });
      return true;
    } catch {
      toast({ title: 'Submission Failed', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  return { submit, submitting: loading };
}
