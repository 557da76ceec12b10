import { ERROR_HTTP_STATUS, ErrorCode, type FieldErrors, GENERATION_FAILED_MESSAGE } from '@firstwords/contracts';
import { GraphQLError } from 'graphql';

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
    return ERROR_HTTP_STATUS[this.code];
  }
}

export const unauthenticated = (message = 'Authentication required') =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);

export const forbidden = (message = "You don't have permission to do that") =>
  new AppError(ErrorCode.FORBIDDEN, message);

export const notFound = (message: string) => new AppError(ErrorCode.NOT_FOUND, message);

export const badInput = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, fieldErrors);

export const generationUnavailable = (cause: unknown) =>
  new AppError(ErrorCode.GENERATION_UNAVAILABLE, GENERATION_FAILED_MESSAGE, undefined, { cause });

/** Whether the handlers log this error: anything unexpected, and our own failures behind an AppError. */
export const isLoggedFailure = (error: unknown) => !(error instanceof AppError) || error.cause !== undefined;
