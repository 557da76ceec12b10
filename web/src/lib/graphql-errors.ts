import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'NO_CREDITS'
  | 'PAYMENT_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'GENERATION_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  402: 'NO_CREDITS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
  503: 'GENERATION_UNAVAILABLE',
};

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The `extensions.code` of a GraphQL error, or the code an HTTP status stands for. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  if (typeof code === 'string') return code as ErrorCode;
  if (ServerError.is(error)) return HTTP_STATUS_CODES[error.statusCode];
  return undefined;
}

/** Field messages of a BAD_USER_INPUT error, one per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const raw = firstGraphQLError(error)?.extensions?.fieldErrors;
  if (!raw || typeof raw !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

export function errorMessage(error: unknown, fallback: string): string {
  const message = firstGraphQLError(error)?.message ?? (error instanceof Error ? error.message : '');
  return message || fallback;
}
