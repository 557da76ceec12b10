import { ErrorCode, type FieldErrors } from '@firstwords/contracts';

/**
 * An error meant for the person using the product: its message is safe to show, its `code` is the one clients
 * see (contracts' ErrorCode), and `reason` is the domain's own code for it (each domain's `*.errors.ts`). One with a
 * `cause` is also a failure of ours, which the error handlers log with that cause. How it is answered over REST and
 * GraphQL is decided in one place, `error-responses.ts`.
 */
interface AppErrorOptions {
  fieldErrors?: FieldErrors;
  cause?: unknown;
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly reason: string;
  readonly fieldErrors?: FieldErrors;
  /** For a refusal that passes: when to try again, sent over REST as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions & { reason?: string } = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'AppError';
    this.reason = options.reason ?? code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A domain's errors, as Twenty's `*.exception.ts`: the domain's own code for each thing that can go wrong (the keys,
 * kept as `reason`), each with the code clients see. Each domain's `*.errors.ts` makes its factory with this.
 */
export function domainErrors<Reason extends string>(publicCodes: Record<Reason, ErrorCode>) {
  return (reason: Reason, message: string, options: AppErrorOptions = {}) =>
    new AppError(publicCodes[reason], message, { ...options, reason });
}

// What any domain may answer with, without a reason of its own.
export const forbidden = (message = "You don't have permission to do that") => new AppError(ErrorCode.FORBIDDEN, message);
export const badInput = (message: string, fieldErrors?: FieldErrors) => new AppError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors });
export const tooManyRequests = (message: string) => new AppError(ErrorCode.TOO_MANY_REQUESTS, message);

/** Whether the handlers log this error: anything unexpected, and our own failures behind an AppError. */
export const isLoggedFailure = (error: unknown) => !(error instanceof AppError) || error.cause !== undefined;
