import { PURPOSES } from '@/lib/purposes';
import {
  COMMUNICATION_STYLES,
  PRONOUN_SETS,
  STEP_FIELDS,
  type FieldErrors,
  type FieldName,
  type IntroductionValues,
} from './introduction-fields';

const REQUIRED_MESSAGES: Partial<Record<FieldName, string>> = {
  fullName: 'Full name is required',
  identity: 'Identity statement is required',
  role: 'Professional role is required',
  audience: 'Target audience is required',
  mission: 'Professional mission is required',
  context: 'Context is required',
};

/** The rules of spec section 5; an empty string means the value is valid. */
export function validateField(name: FieldName, value: string): string {
  if (name === 'purpose') return PURPOSES.some((p) => p.value === value) ? '' : 'Please select a purpose';
  if (name === 'communicationStyle') {
    return COMMUNICATION_STYLES.some((s) => s.value === value) ? '' : 'Please select a communication style';
  }
  if (name === 'pronouns') {
    return !value || PRONOUN_SETS.some((set) => set === value) ? '' : 'Please select pronouns from the list';
  }
  const required = REQUIRED_MESSAGES[name];
  return required && !value.trim() ? required : '';
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
