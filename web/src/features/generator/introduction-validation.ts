import { generateIntroductionSchema } from '@firstwords/contracts';
import { STEP_FIELDS, type FieldErrors, type FieldName, type IntroductionValues } from './introduction-fields';

const FIELD_SCHEMAS = generateIntroductionSchema.shape;

/** The server's rules and messages for one field (the contracts' request schema); an empty string means valid. */
export function validateField(name: FieldName, value: string): string {
  const result = FIELD_SCHEMAS[name].safeParse(value);
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

export function isStepComplete(step: number, values: IntroductionValues): boolean {
  return (STEP_FIELDS[step] ?? []).every((name) => !validateField(name, values[name]));
}

export function validateAll(values: IntroductionValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(values) as FieldName[]) {
    const message = validateField(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The first step that holds one of the given fields, so the person lands where the problem is. */
export function firstStepWithError(errors: FieldErrors): number | undefined {
  return [1, 2, 3, 4].find((step) => (STEP_FIELDS[step] ?? []).some((name) => errors[name]));
}
