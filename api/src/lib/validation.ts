import type { z } from 'zod';
import { badInput, type FieldErrors } from '../graphql/errors.js';

/** Parses input with a zod schema; a failure is a BAD_USER_INPUT error with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
