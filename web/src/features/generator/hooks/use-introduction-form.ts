import { useCallback, useState } from 'react';
import { INITIAL_VALUES, TOTAL_STEPS, type FieldErrors, type FieldName, type IntroductionValues } from '../introduction-fields';
import { firstStepWithError, validateField } from '../introduction-validation';
import type { ReturnedAnswers } from './use-sent-answers';

/** `returned`: answers given before, shown at their step so they can be changed and sent again. */
export function useIntroductionForm(returned: ReturnedAnswers | null = null) {
  const [values, setValues] = useState<IntroductionValues>(returned?.values ?? INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(returned?.step ?? 1);

  // Checked on change and on leaving a field (docs/product.md, The questionnaire).
  const setField = useCallback((name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: validateField(name, value) }));
  }, []);

  const touchField = useCallback((name: FieldName, value: string) => {
    setErrors((current) => ({ ...current, [name]: validateField(name, value) }));
  }, []);

  const goTo = useCallback((target: number) => setStep(Math.min(TOTAL_STEPS, Math.max(1, target))), []);

  const showErrors = useCallback(
    (incoming: FieldErrors) => {
      setErrors((current) => ({ ...current, ...incoming }));
      const step = firstStepWithError(incoming);
      if (step) goTo(step);
    },
    [goTo],
  );

  return {
    /** The field the caret starts in, when the person came back to complete it. */
    focus: returned?.focus,
    values,
    errors,
    step,
    setField,
    touchField,
    showErrors,
    goTo,
    next: () => goTo(step + 1),
    back: () => goTo(step - 1),
  };
}

export type IntroductionForm = ReturnType<typeof useIntroductionForm>;
