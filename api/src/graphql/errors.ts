import { GraphQLError } from 'graphql';

/** Every error code a client can see, over GraphQL (`extensions.code`) and REST (HTTP status). */
export enum ErrorCode {
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_FOUND = 'NOT_FOUND',
  NO_CREDITS = 'NO_CREDITS',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  /** The writer timed out or is down; the credit was given back. */
  GENERATION_UNAVAILABLE = 'GENERATION_UNAVAILABLE',
  INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR',
}

const HTTP_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.BAD_USER_INPUT]: 400,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.NO_CREDITS]: 402,
  [ErrorCode.PAYMENT_FAILED]: 402,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.GENERATION_UNAVAILABLE]: 503,
  [ErrorCode.INTERNAL_SERVER_ERROR]: 500,
};

export type FieldErrors = Record<string, string>;

/**
 * An error meant for the person using the product: its message is safe to show. One with a `cause` is
 * also a failure of ours, which the error handlers log with that cause.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    options: { cause?: unknown } = {},
  ) {
    super(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } });
    this.name = 'AppError';
    if (options.cause !== undefined) this.cause = options.cause;
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const unauthenticated = (message = 'Authentication required') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);

export const forbidden = (message = "You don't have permission to do that") =>
  new AppError(ErrorCode.FORBIDDEN, message);

export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);

export const badInput = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, fieldErrors);

/** The specification's "Generation Failed" text, whatever went wrong with the writer. */
export const GENERATION_FAILED_MESSAGE = 'Failed to generate introduction. Please try again.';

export const generationUnavailable = (cause: unknown) =>
  new AppError(ErrorCode.GENERATION_UNAVAILABLE, GENERATION_FAILED_MESSAGE, undefined, { cause });

/** Whether the handlers log this error: anything unexpected, and our own failures behind an AppError. */
export const isLoggedFailure = (error: unknown) => !(error instanceof AppError) || error.cause !== undefined;
