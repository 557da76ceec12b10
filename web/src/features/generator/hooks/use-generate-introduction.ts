import { useMutation } from '@apollo/client/react';
import { generateIntroductionSchema } from '@firstwords/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { routeState } from '@/config/route-state';
import { generationFailedToast } from '@/lib/generation-toasts';
import { errorCode, errorMessage, fieldErrors } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useAuth } from '@/session/hooks/use-auth';
import { useCredits } from '@/session/hooks/use-credits';
import { GenerateIntroductionDocument } from '../api/generate-introduction';
import type { FieldErrors, IntroductionValues } from '../introduction-fields';
import { validateAll } from '../introduction-validation';
import { keepSentAnswers } from './use-sent-answers';

const AUTH_REQUIRED_TOAST = {
  title: 'Authentication Required',
  description: 'Please sign in to generate introductions.',
  variant: 'destructive',
} as const;

export function useGenerateIntroduction(showErrors: (errors: FieldErrors) => void) {
  const { user } = useAuth();
  const { credits } = useCredits();
  const toast = useToast();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(GenerateIntroductionDocument);

  const signInAgain = () => {
    toast(AUTH_REQUIRED_TOAST);
    navigate(paths.auth.getHref('form'));
  };

  const generate = async (values: IntroductionValues) => {
    if (!user) return signInAgain();
    if (isOutOfCredits(credits)) return toast(NO_CREDITS_TOAST);
    // The request as the server reads it: trimmed, blank optional answers left out, the default style filled in.
    const request = generateIntroductionSchema.safeParse(values);
    if (!request.success) return showErrors(validateAll(values));

    try {
      // Answered as soon as the writing starts: the result page shows it as it is written, and says how it ended.
      const { data } = await mutate({ variables: { input: request.data } });
      if (!data) throw new Error();
      keepSentAnswers(values);
      navigate(paths.results.getHref(data.generateIntroduction.id), { state: routeState('generationStarted') });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'UNAUTHENTICATED') return signInAgain();
      if (code === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      if (code === 'BAD_USER_INPUT') showErrors(fieldErrors(error));
      toast(generationFailedToast(errorMessage(error, '')));
    }
  };

  return { generate, generating: loading };
}
