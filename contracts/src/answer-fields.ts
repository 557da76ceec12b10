import { z } from './zod.js';
import { generateIntroductionSchema } from './introductions.schemas.js';

type AnswerShape = typeof generateIntroductionSchema.shape;
export type AnswerName = keyof AnswerShape;

/** The answers as checked: what the writer gets. An optional answer not given may be undefined or null. */
export type IntroductionAnswers = {
  [K in keyof CheckedAnswers]: undefined extends CheckedAnswers[K] ? CheckedAnswers[K] | null : CheckedAnswers[K];
};
type CheckedAnswers = z.output<typeof generateIntroductionSchema>;

/** What the rest of the product needs to know of one answer field to carry it. */
export interface AnswerField {
  name: AnswerName;
  /** How the writer's prompt names it; absent for the settings the prompt states on their own (purpose, style). */
  title?: string;
  description?: string;
  /** Whether an introduction may be without it. */
  optional: boolean;
  /** Whether a request may leave it out (an optional answer, or one with a default). */
  omissible: boolean;
  /** The values a choice takes; absent for free text, which is stored escaped. */
  choices?: readonly string[];
  /** The value a request left without it gets, when it has one ("professional"). */
  initial?: string;
  /** The questionnaire's step that asks for it (docs/product.md, "The questionnaire"). */
  step: QuestionnaireStep;
  /** Whether what it says is the person's own: the facts a text may state. Not a choice, nor the advert. */
  evidence: boolean;
}

export type QuestionnaireStep = 1 | 2 | 3 | 4;

/** Where each answer is asked: a field the contract gains fails to compile until it has its step. */
const STEPS: Record<AnswerName, QuestionnaireStep> = {
  fullName: 1,
  purpose: 1,
  identity: 1,
  pronouns: 1,
  role: 2,
  audience: 2,
  context: 2,
  linkedinUrl: 2,
  advert: 2,
  mission: 3,
  achievements: 3,
  cvText: 3,
  communicationStyle: 4,
};

// What the person is writing for, not about themselves: nothing in it counts as evidence.
const NOT_EVIDENCE: ReadonlySet<AnswerName> = new Set(['advert']);

/** The schema a field's value is finally checked by, under its preprocessing, default and optional wrappers. */
function innermost(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; out?: z.ZodType; innerType?: z.ZodType };
  if (def.type === 'pipe' && def.out) return innermost(def.out);
  if ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable') && def.innerType) return innermost(def.innerType);
  return schema;
}

/** The default under a field's preprocessing, if it has one. */
function defaultOf(schema: z.ZodType): string | undefined {
  const def = schema._zod.def as { type: string; out?: z.ZodType; innerType?: z.ZodType; defaultValue?: unknown };
  if (def.type === 'default') return String(def.defaultValue);
  if (def.type === 'pipe' && def.out) return defaultOf(def.out);
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return defaultOf(def.innerType);
  return undefined;
}

function answerField(name: AnswerName, schema: z.ZodType): AnswerField {
  const meta = z.globalRegistry.get(schema);
  const inner = innermost(schema);
  const choices = inner._zod.def.type === 'enum' ? ((inner as z.ZodEnum).options as readonly string[]) : undefined;
  const initial = defaultOf(schema);
  return {
    name,
    ...(meta?.title && { title: meta.title }),
    ...(meta?.description && { description: meta.description }),
    // An answer with a default is never absent once checked.
    optional: schema._zod.optout === 'optional',
    omissible: schema._zod.optin === 'optional',
    ...(choices && { choices }),
    ...(initial !== undefined && { initial }),
    step: STEPS[name],
    evidence: !choices && !NOT_EVIDENCE.has(name),
  };
}

/** Every answer field, in the questionnaire's order, read from the generation request's schema. */
export const ANSWER_FIELDS: readonly AnswerField[] = Object.entries(generateIntroductionSchema.shape).map(([name, schema]) =>
  answerField(name as AnswerName, schema),
);

/** The free-text answers: stored escaped, answered as stored. */
export const TEXT_ANSWERS: readonly AnswerName[] = ANSWER_FIELDS.filter(({ choices }) => !choices).map(({ name }) => name);
