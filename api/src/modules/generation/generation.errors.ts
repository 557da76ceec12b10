export type GenerationErrorCode = 'AI_UNAVAILABLE' | 'AI_BAD_OUTPUT' | 'AI_TIMEOUT' | 'AI_CANCELLED';

const WHAT_FAILED: Record<GenerationErrorCode, string> = {
  AI_UNAVAILABLE: 'the writer is not available',
  AI_BAD_OUTPUT: 'the writer returned a text that could not be used',
  AI_TIMEOUT: 'the writer took too long to answer',
  AI_CANCELLED: 'the request was cancelled',
};

export interface GenerationErrorOptions {
  /** The underlying failure. */
  cause?: unknown;
  /** What was wrong, never the answers or the texts: "the request failed (HTTP 503)", "pitch: length". */
  details?: readonly string[];
}

/** A writer's failure, said for the logs; people get the one "Generation Failed" message instead (docs/product.md, Errors). */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
  readonly details: readonly string[];

  constructor(
    readonly code: GenerationErrorCode,
    options: GenerationErrorOptions = {},
  ) {
    const details = options.details ?? [];
    super(
      `${code}: ${WHAT_FAILED[code]}${details.length ? ` (${details.join('; ')})` : ''}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.details = details;
  }
}
