import { z } from 'zod';
import { COMMUNICATION_STYLES, measureText, PRONOUN_SETS, PURPOSE_RULES, PURPOSES, REFINEMENTS } from '../generation/index.js';
import { optionalText, optionalUrl, requiredText } from '../../lib/text-fields.js';

const NAME_MAX = 200;
const ANSWER_MAX = 2_000;
const CV_MAX = 20_000;

const blankToUndefined = (input: unknown) => (input === null || input === '' ? undefined : input);

/** The generation request of the specification (section 5), with its messages. */
export const generateIntroductionSchema = z.object({
  fullName: requiredText('Full name is required', 'Full name', NAME_MAX),
  purpose: z.enum(PURPOSES, { error: 'Please select a purpose' }),
  identity: requiredText('Identity statement is required', 'Identity statement', ANSWER_MAX),
  role: requiredText('Professional role is required', 'Professional role', ANSWER_MAX),
  audience: requiredText('Target audience is required', 'Target audience', ANSWER_MAX),
  mission: requiredText('Professional mission is required', 'Professional mission', ANSWER_MAX),
  context: requiredText('Context is required', 'Context', ANSWER_MAX),
  linkedinUrl: optionalUrl('LinkedIn URL'),
  achievements: optionalText('Key achievements', ANSWER_MAX),
  cvText: optionalText('Resume/CV text', CV_MAX),
  communicationStyle: z.preprocess(
    blankToUndefined,
    z.enum(COMMUNICATION_STYLES, { error: 'Please select a communication style' }).default('professional'),
  ),
  pronouns: z.preprocess(
    blankToUndefined,
    z.enum(PRONOUN_SETS, { error: 'Please select pronouns from the list' }).optional(),
  ),
});

const introductionId = z.number({ error: 'Introduction is required' }).int('Introduction is required').positive('Introduction is required');

export const rateIntroductionSchema = z.object({
  introductionId,
  rating: z.number({ error: 'Rating is required' }).int('Rating is required').min(1, 'Rating is required').max(5, 'Rating is required'),
  comment: optionalText('Comment', ANSWER_MAX),
});

/** A person's own text for one purpose: required, and within the purpose's hard limit. */
export const editIntroductionSchema = z
  .object({
    introductionId,
    purpose: z.enum(PURPOSES, { error: 'Please select a purpose' }),
    text: requiredText('Text is required', 'Text', 20_000),
  })
  .superRefine(({ purpose, text }, context) => {
    const { max, unit } = PURPOSE_RULES[purpose];
    if (measureText(text, unit) > max) {
      context.addIssue({ code: 'custom', path: ['text'], message: `This text must be at most ${max.toLocaleString('en-GB')} ${unit}` });
    }
  });

export const refineIntroductionSchema = z.object({
  introductionId,
  purpose: z.enum(PURPOSES, { error: 'Please select a purpose' }),
  direction: z.enum(REFINEMENTS, { error: 'Please choose shorter, longer, more formal or warmer' }),
});

export const restoreVersionSchema = z.object({
  introductionId,
  versionId: z.number({ error: 'Version is required' }).int('Version is required').positive('Version is required'),
});

export const versionsQuerySchema = z.object({
  purpose: z.preprocess(blankToUndefined, z.enum(PURPOSES, { error: 'Please select a purpose' }).optional()),
});

const MAX_LIST_PAGE = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_LIST_PAGE}`;
const CURSOR_MESSAGE = 'This cursor is not valid; use the one the previous page gave';

/** A cursor is the base64url of "<microseconds>.<id>" of the last row of the previous page. */
const cursorSchema = z
  .string({ error: CURSOR_MESSAGE })
  .transform((cursor, context) => {
    const match = /^(\d{1,20})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!match?.[1] || !match[2]) {
      context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return { micros: match[1], id: Number(match[2]) };
  });

/** One page of a person's introductions: REST gives the numbers as query-string text, hence the coercion. */
export const listPageSchema = z.object({
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_LIST_PAGE, LIMIT_MESSAGE).default(MAX_LIST_PAGE),
  cursor: z.preprocess((input) => (input === '' || input === null ? undefined : input), cursorSchema.optional()),
});

export const encodeCursor = (micros: string, id: number) => Buffer.from(`${micros}.${id}`).toString('base64url');
