import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_HTTP_STATUS, type ErrorCode } from '@firstwords/contracts';

/** The code an HTTP status stands for; where two share one (402), the first listed. */
const codeOfStatus = (status: number) => (Object.keys(ERROR_HTTP_STATUS) as ErrorCode[]).find((code) => ERROR_HTTP_STATUS[code] === status);

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The `extensions.code` of a GraphQL error, or the code an HTTP status stands for. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  if (typeof code === 'string') return code as ErrorCode;
  if (ServerError.is(error)) return codeOfStatus(error.statusCode);
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
