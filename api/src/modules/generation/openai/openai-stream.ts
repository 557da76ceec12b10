// One text from one streaming Chat Completions request, read as the model writes it, with every way the
// request can fail said as a GenerationError.
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { GenerationError } from '../generation.errors.js';

/** Why a request may be stopped, told apart so each stop gets its own error. */
export interface StopSignals {
  /** The caller's: a stop here is a cancellation. */
  caller?: AbortSignal;
  /** The whole generation's time limit. */
  deadline: AbortSignal;
  /** Every reason to stop, the two above included (and, while four texts are written, another text's failure). */
  any: AbortSignal;
  /** Every reason but the time limit, which is the model's: a check waits for the writing pool within its own budget. */
  untimed: AbortSignal;
}

interface TextRequest {
  model: string;
  messages: ChatCompletionMessageParam[];
  maxTokens: number;
  /** Longest wait for the next piece of the answer once it has begun. */
  idleTimeoutMs: number;
  /** Given the whole answer so far each time it grows. */
  onText?: (text: string) => void;
}

/** The model's whole answer as it wrote it, which may be empty. */
export async function streamText(client: OpenAI, request: TextRequest, stop: StopSignals): Promise<string> {
  const stalled = new AbortController();
  const signal = AbortSignal.any([stop.any, stalled.signal]);
  // One timer a text, not one a piece: it looks at when the last piece came and waits for the rest of the time.
  let idleTimer: NodeJS.Timeout | undefined;
  let lastPieceAt = 0;
  const checkIdle = () => {
    const quietMs = performance.now() - lastPieceAt;
    if (quietMs >= request.idleTimeoutMs) stalled.abort();
    else idleTimer = setTimeout(checkIdle, request.idleTimeoutMs - quietMs);
  };
  const waitForMore = () => {
    lastPieceAt = performance.now();
    idleTimer ??= setTimeout(checkIdle, request.idleTimeoutMs);
  };
  let begun = false;
  try {
    const stream = await client.chat.completions.create(
      { model: request.model, messages: request.messages, max_completion_tokens: request.maxTokens, stream: true },
      { signal },
    );
    begun = true;
    waitForMore();
    let text = '';
    for await (const chunk of stream) {
      // Nothing more is shown of a text once it is stopped.
      signal.throwIfAborted();
      waitForMore();
      const delta = chunk.choices[0]?.delta;
      if (delta?.refusal) throw new GenerationError('AI_BAD_OUTPUT', { details: ['the model refused'] });
      if (!delta?.content) continue;
      text += delta.content;
      request.onText?.(text);
    }
    // The SDK ends the stream quietly when its request is aborted.
    signal.throwIfAborted();
    return text;
  } catch (error) {
    throw failure(error, stop, { stalled: stalled.signal.aborted, begun, idleTimeoutMs: request.idleTimeoutMs });
  } finally {
    clearTimeout(idleTimer);
  }
}

interface Progress {
  stalled: boolean;
  /** The answer had begun to arrive. */
  begun: boolean;
  idleTimeoutMs: number;
}

/** A writing stopped from outside, as the writer's error: the caller gave it up, or its time ran out. */
export function stoppedFailure(stop: StopSignals, cause: unknown): GenerationError | undefined {
  if (stop.caller?.aborted) return new GenerationError('AI_CANCELLED', { cause });
  if (stop.deadline.aborted) return new GenerationError('AI_TIMEOUT', { cause });
  return undefined;
}

function failure(error: unknown, stop: StopSignals, progress: Progress): GenerationError {
  if (error instanceof GenerationError) return error;
  const stopped = stoppedFailure(stop, error);
  if (stopped) return stopped;
  if (error instanceof APIConnectionTimeoutError) return new GenerationError('AI_TIMEOUT', { cause: error });
  if (progress.stalled) {
    return new GenerationError('AI_TIMEOUT', { cause: error, details: [`the model stopped writing for ${progress.idleTimeoutMs} ms`] });
  }
  if (progress.begun) return new GenerationError('AI_UNAVAILABLE', { cause: error, details: ['the answer broke off'] });
  const status = error instanceof APIError && error.status ? ` (HTTP ${error.status})` : '';
  return new GenerationError('AI_UNAVAILABLE', { cause: error, details: [`the request failed${status}`] });
}
