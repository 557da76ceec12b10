import { z } from './zod.js';
import { COMMUNICATION_STYLES, overLimitMessage, PRONOUN_SETS, PURPOSES, REFINEMENTS, TEXT_KINDS } from './introductions.js';
import { optionalText, optionalUrl, requiredText } from './text-fields.js';

const NAME_MAX = 200;
const ANSWER_MAX = 2_000;
/** The CV box takes this many characters; a CV read from a file is cut to it at a line end. */
export const CV_MAX = 20_000;
export const ADVERT_MAX = 10_000;
const ADVERT_LABEL = 'Job advert or event description';

const blankToUndefined = (input: unknown) => (input === null || input === '' ? undefined : input);

export const purposeSchema = z.enum(PURPOSES, { error: 'Please select a purpose' });
/** Which text: a purpose's, or the headline. */
export const textKindSchema = z.enum(TEXT_KINDS, { error: 'Please choose linkedin, job, pitch, business or headline' });
export const communicationStyleSchema = z.enum(COMMUNICATION_STYLES, { error: 'Please select a communication style' });
export const pronounsSchema = z.enum(PRONOUN_SETS, { error: 'Please select pronouns from the list' });

/**
 * The questionnaire's answers (docs/product.md, "The questionnaire"), each with its message and its title: how the
 * writer's prompt names it. This is the one list of answer fields: the GraphQL input and object, the REST answer,
 * the OpenAPI document and the writer's answers are derived from it (answer-fields.ts).
 */
export const generateIntroductionSchema = z.object({
  fullName: requiredText('Full name is required', 'Full name', NAME_MAX).meta({ title: 'Full name' }),
  purpose: purposeSchema,
  identity: requiredText('Identity statement is required', 'Identity statement', ANSWER_MAX).meta({ title: 'Identity statement' }),
  role: requiredText('Professional role is required', 'Professional role', ANSWER_MAX).meta({ title: 'Professional role or expertise' }),
  audience: requiredText('Target audience is required', 'Target audience', ANSWER_MAX).meta({ title: 'Target audience' }),
  mission: requiredText('Professional mission is required', 'Professional mission', ANSWER_MAX).meta({ title: 'Professional mission' }),
  context: requiredText('Context is required', 'Context', ANSWER_MAX).meta({ title: 'Situational context' }),
  linkedinUrl: optionalUrl('LinkedIn URL').meta({ title: 'LinkedIn URL' }),
  // Not an answer about the person: the writer reads it apart from the answers, and nothing in it counts as evidence.
  advert: optionalText(ADVERT_LABEL, ADVERT_MAX).meta({
    title: 'Job advert or event description',
    description: 'what the person is writing for; texts name its role and organisation and claim only what the answers show',
  }),
  achievements: optionalText('Key achievements', ANSWER_MAX).meta({ title: 'Key achievements' }),
  cvText: optionalText('Resume/CV text', CV_MAX).meta({ title: 'Resume or CV text' }),
  communicationStyle: z
    .preprocess(blankToUndefined, communicationStyleSchema.default('professional'))
    .meta({ description: 'professional when not given' }),
  pronouns: z.preprocess(blankToUndefined, pronounsSchema.optional()).meta({
    title: 'Pronouns for third-person texts',
    description: 'she/her, he/him or they/them, for third-person texts; null when not given',
  }),
});
export type GenerateIntroductionRequest = z.input<typeof generateIntroductionSchema>;

const introductionId = z.number({ error: 'Introduction is required' }).int('Introduction is required').positive('Introduction is required');

export const rateIntroductionSchema = z.object({
  introductionId,
  rating: z.number({ error: 'Rating is required' }).int('Rating is required').min(1, 'Rating is required').max(5, 'Rating is required'),
  comment: optionalText('Comment', ANSWER_MAX),
});

/** The REST body of an edit (the introduction is in the path). */
export const editTextBodySchema = z.object({ purpose: textKindSchema, text: requiredText('Text is required', 'Text', 20_000) });

/** A person's own text for one purpose: required, and within the purpose's hard limit. */
export const editIntroductionSchema = editTextBodySchema.extend({ introductionId }).superRefine(({ purpose, text }, context) => {
  const message = overLimitMessage(text, purpose);
  if (message) context.addIssue({ code: 'custom', path: ['text'], message });
});

/** The REST body of a tailoring (the introduction is in the path): the advert to write the texts for. */
export const tailorBodySchema = z.object({
  advert: requiredText('Paste the job advert or event description to tailor to', ADVERT_LABEL, ADVERT_MAX),
});

export const tailorIntroductionSchema = tailorBodySchema.extend({ introductionId });

/** The REST body of a refinement (the introduction is in the path). */
export const refineBodySchema = z.object({
  purpose: textKindSchema,
  direction: z.enum(REFINEMENTS, { error: 'Please choose shorter, longer, more formal or warmer' }),
});

export const refineIntroductionSchema = refineBodySchema.extend({ introductionId });

export const restoreVersionSchema = z.object({
  introductionId,
  versionId: z.number({ error: 'Version is required' }).int('Version is required').positive('Version is required'),
});

/** One text, or all of them (versions) or the chosen purpose's (the advert's reading), when none is named. */
export const purposeQuerySchema = z.object({
  purpose: z.preprocess(blankToUndefined, textKindSchema.optional()),
});

const MAX_LIST_PAGE = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_LIST_PAGE}`;
export const CURSOR_MESSAGE = 'This cursor is not valid; use the one the previous page gave';

/**
 * One page of a person's introductions: REST gives the numbers as query-string text, hence the coercion. The
 * cursor is the one the previous page gave, as it gave it; the API reads what it holds.
 */
export const listPageSchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_LIST_PAGE, LIMIT_MESSAGE)
    .default(MAX_LIST_PAGE),
  cursor: z.preprocess(blankToUndefined, z.string({ error: CURSOR_MESSAGE }).max(100, CURSOR_MESSAGE).optional()),
});

/** One text of an introduction to share by link, update or stop sharing. */
export const sharedTextTargetSchema = z
  .object({
    introductionId: z.coerce.number().int().positive(),
    purpose: textKindSchema,
  })
  .strict();
