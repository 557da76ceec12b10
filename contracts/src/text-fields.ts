import { z } from './zod.js';

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-GB')} characters`;

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** Required text: missing, null, empty and blank all get the field's message. */
export function requiredText(message: string, label: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));
}

const boundedText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max));

const httpUrl = (label: string) =>
  boundedText(label, 2_000).refine(
    (url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
    `${label} must be a valid web address starting with http:// or https://`,
  );

const blankAs =
  <B extends null | undefined>(blank: B) =>
  (input: unknown) =>
    isBlank(input) ? blank : input;

/** Optional text: empty or null counts as not given (undefined). */
export const optionalText = (label: string, max: number) => z.preprocess(blankAs(undefined), boundedText(label, max).optional());
export const optionalUrl = (label: string) => z.preprocess(blankAs(undefined), httpUrl(label).optional());

/** Text that can be cleared: empty or null clears it (null), absent leaves it as it is (undefined). */
export const clearableText = (label: string, max: number) => z.preprocess(blankAs(null), boundedText(label, max).nullable().optional());
export const clearableUrl = (label: string) => z.preprocess(blankAs(null), httpUrl(label).nullable().optional());
