/** Every error code a client can see: `extensions.code` over GraphQL, and the HTTP status it stands for over REST. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  NO_CREDITS: 'NO_CREDITS',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** The thing is busy with an earlier request: an introduction whose texts are being written. */
  CONFLICT: 'CONFLICT',
  /** The writer timed out or is down; the credit was given back. */
  GENERATION_UNAVAILABLE: 'GENERATION_UNAVAILABLE',
  /** The database cannot be reached for a moment (it is restarting): nothing was changed; try again shortly. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  NO_CREDITS: 402,
  PAYMENT_FAILED: 402,
  TOO_MANY_REQUESTS: 429,
  CONFLICT: 409,
  GENERATION_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** Field messages of a refused request, one per field (`fieldErrors` over REST and in GraphQL extensions). */
export type FieldErrors = Record<string, string>;

/** The one "Generation Failed" message, whatever went wrong with the writer (docs/product.md, Errors). */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate introduction. Please try again.';
