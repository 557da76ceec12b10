export const GENERATION_ERROR_CODES = ['AI_UNAVAILABLE', 'AI_BAD_OUTPUT', 'AI_TIMEOUT', 'AI_CANCELLED'] as const;
export type GenerationErrorCode = (typeof GENERATION_ERROR_CODES)[number];

export const GENERATION_ERROR_MESSAGES: Record<GenerationErrorCode, string> = {
  AI_UNAVAILABLE: 'The introduction writer is not available right now. Please try again in a few minutes.',
  AI_BAD_OUTPUT: 'The introduction writer returned a text we could not use. Please try again.',
  AI_TIMEOUT: 'The introduction writer took too long to answer. Please try again.',
  AI_CANCELLED: 'The introduction was not written because the request was cancelled.',
};

export interface GenerationErrorOptions {
  /** The underlying failure, for logs only. */
  cause?: unknown;
  /** Problems found in the AI's answer, for logs only. */
  details?: readonly string[];
}

/** The message is meant for people: it never carries internals, which travel in `cause` and `details`. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  readonly details: readonly string[];

  constructor(
    readonly code: GenerationErrorCode,
    message: string = GENERATION_ERROR_MESSAGES[code],
    options: GenerationErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details ?? [];
  }
}
