import type { FieldErrors } from '@firstwords/contracts';
import type { z } from 'zod';
import { badInput } from './errors.js';

/** Where a NUL character hides in the input, as a field path; PostgreSQL cannot store one in text. */
function nulFieldOf(input: unknown, path: string[] = []): string | null {
  if (typeof input === 'string') return input.includes('\u0000') ? path.join('.') || 'input' : null;
  if (input === null || typeof input !== 'object') return null;
  for (const [key, value] of Object.entries(input)) {
    const found = nulFieldOf(value, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Parses input with a zod schema; a failure is a BAD_USER_INPUT error with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nulField = nulFieldOf(input);
  if (nulField !== null) {
    const message = 'Text must not contain NUL characters';
    throw badInput(message, { [nulField]: message });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'input';
    fieldErrors[field] ??= issue.message;
  }
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  throw badInput(first, fieldErrors);
}
