import {
  ANSWER_FIELDS,
  COMMUNICATION_STYLE_LABELS,
  COMMUNICATION_STYLES,
  type AnswerName,
  type IntroductionAnswers,
} from '@firstwords/contracts';

export const COMMUNICATION_STYLE_OPTIONS = COMMUNICATION_STYLES.map((value) => ({ value, label: COMMUNICATION_STYLE_LABELS[value] }));

/**
 * The form's values, one for each answer field of the contract: a choice not yet made, or a text not typed, is ''.
 * A field the contract gains is in the form, its first value and its step without an edit here.
 */
export type IntroductionValues = { [K in AnswerName]: NonNullable<IntroductionAnswers[K]> | '' };

export type FieldName = keyof IntroductionValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const INITIAL_VALUES = Object.fromEntries(ANSWER_FIELDS.map(({ name, initial }) => [name, initial ?? ''])) as IntroductionValues;

export const TOTAL_STEPS = 4;

/** The fields each step asks for, in the contract's order; Continue needs the required ones of its step. */
export const STEP_FIELDS: Record<number, FieldName[]> = Object.fromEntries(
  Array.from({ length: TOTAL_STEPS }, (_, index) => [
    index + 1,
    ANSWER_FIELDS.filter(({ step }) => step === index + 1).map(({ name }) => name),
  ]),
);
