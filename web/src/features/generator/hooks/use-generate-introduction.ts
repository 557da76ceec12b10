import { useMutation } from '@apollo/client/react';
import { generateIntroductionSchema } from '@firstwords/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorMessage, fieldErrors } from '@/lib/graphql-errors';
import { useToast } from '@/lib/toast';
import { isOutOfCredits, NO_CREDITS_TOAST } from '@/session/credits-rules';
import { useAuth } from '@/session/hooks/use-auth';
import { useCredits } from '@/session/hooks/use-credits';
import { GenerateIntroductionDocument } from '../api/generate-introduction';
import type { FieldErrors, IntroductionValues } from '../introduction-fields';
import { validateAll } from '../introduction-validation';

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
      const { data } = await mutate({ variables: { input: request.data } });
      if (!data) throw new Error();
      toast({
        title: 'Introduction Generated',
        description: 'Your professional introduction was successfully created.',
        variant: 'success',
      });
      navigate(paths.results.getHref(data.generateIntroduction.id));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'UNAUTHENTICATED') return signInAgain();
      if (code === 'NO_CREDITS') return toast(NO_CREDITS_TOAST);
      if (code === 'BAD_USER_INPUT') showErrors(fieldErrors(error));
      toast({
        title: 'Generation Failed',
        description: errorMessage(error, 'Failed to generate introduction. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return { generate, generating: loading };
}
