// The one place an AppError becomes an answer: an HTTP status and `{message, fieldErrors?}` over REST, a GraphQL error
// with `extensions.code` (and `fieldErrors`) over GraphQL. The statuses are the contracts' (ERROR_HTTP_STATUS).
import { ERROR_HTTP_STATUS, type ErrorCode, type ErrorResponse, type FieldErrors } from '@firstwords/contracts';
import { AppError } from './errors.js';

/** What a failure of ours says to the client, whatever it was: the details are for the log. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export function restErrorResponse(error: AppError): { status: number; body: ErrorResponse } {
  return {
    status: ERROR_HTTP_STATUS[error.code],
    body: { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
  };
}

export function graphqlExtensions(error: AppError): { code: ErrorCode; fieldErrors?: FieldErrors } {
  return { code: error.code, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
}

/** The AppError behind a GraphQL error, however it was wrapped (a resolver, a graphql-shield rule, a plugin). */
export function appErrorIn(error: unknown): AppError | undefined {
  for (let current = error; current instanceof Error; current = (current as { originalError?: unknown }).originalError) {
    if (current instanceof AppError) return current;
  }
  return undefined;
}
