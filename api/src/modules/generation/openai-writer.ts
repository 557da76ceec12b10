import { type Purpose, PURPOSES, type Refinement, REFINEMENTS } from '@firstwords/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { GenerationError } from './generation.errors.js';
import {
  type CurrentText,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type RefinedText,
  type WriteOptions,
} from './generation.types.js';
import { buildMessages, buildRefinePrompt, buildRetryPrompt } from './openai-prompt.js';
import { checkIntroductionTexts } from './quality-gate.js';
import { refinedStyle } from './refinement.js';

/**
 * The whole generation, both requests and the SDK's retry included, fits in this: inside the proxy's 60 s
 * read timeout (deploy/nginx.conf) and the 50 s shutdown grace (src/index.ts).
 */
const DEFAULT_TIMEOUT_MS = 45_000;
/** The four texts at their longest are about 1,500 tokens; this stops a runaway answer. */
export const MAX_OUTPUT_TOKENS = 2_500;

const introductionTextsSchema = z.object({
  linkedin: z.string(),
  job: z.string(),
  pitch: z.string(),
  business: z.string(),
});

const RESPONSE_FORMAT = zodResponseFormat(introductionTextsSchema, 'introductions');

export interface OpenAIWriterSettings {
  apiKey: string;
  model: string;
  /** Any OpenAI-compatible server; the SDK's default (or OPENAI_BASE_URL) when absent. */
  baseURL?: string;
  /** Limit for the whole generation: both requests to the model and the SDK's retry. */
  timeoutMs?: number;
}

/** Whitespace slips (doubled spaces, trailing spaces, extra blank lines) are fixed here rather than asked again. */
function tidyWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

interface ModelAnswer {
  raw: string;
  texts: IntroductionTexts;
}

/** Writes the four texts with one Chat Completions request, and one more when the checks find problems. */
export class OpenAIIntroductionWriter implements IntroductionWriter {
  readonly name = 'openai';

  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(private readonly settings: OpenAIWriterSettings) {
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: this.timeoutMs,
      // One retry, which the SDK makes only for connection errors, 408, 409, 429 and 5xx.
      maxRetries: 1,
    });
  }

  async write(answers: IntroductionAnswers, options: WriteOptions = {}): Promise<IntroductionTexts> {
    return this.askUntilGood(buildMessages(answers, options.variant ?? 0), answers, PURPOSES, options.signal);
  }

  /** A follow-up to the original request: the current texts as the model's answer, then the direction. */
  async refine(
    answers: IntroductionAnswers,
    current: CurrentText,
    direction: Refinement,
    options: WriteOptions = {},
  ): Promise<RefinedText> {
    const style = refinedStyle(current.style, direction) ?? current.style;
    const messages = buildMessages({ ...answers, communicationStyle: style }, current.variant);
    const texts = { ...current.texts, [current.purpose]: current.text };
    messages.push(
      { role: 'assistant', content: JSON.stringify(texts) },
      { role: 'user', content: buildRefinePrompt(current.purpose, direction) },
    );
    const refined = await this.askUntilGood(messages, answers, [current.purpose], options.signal);
    return { text: refined[current.purpose], style };
  }

  /** The model can rewrite any text in any direction the styles allow. */
  refinements(_answers: IntroductionAnswers, current: CurrentText): Refinement[] {
    return REFINEMENTS.filter((direction) => refinedStyle(current.style, direction) !== null);
  }

  /** Asks, checks `purposes` against the quality gate, and asks once more with the reasons if they fall short. */
  private async askUntilGood(
    messages: ChatCompletionMessageParam[],
    answers: IntroductionAnswers,
    purposes: readonly Purpose[],
    signal: AbortSignal | undefined,
  ): Promise<IntroductionTexts> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const problemsOf = (texts: IntroductionTexts) =>
      checkIntroductionTexts(answers, texts).filter((problem) => purposes.includes(problem.purpose));
    const first = await this.ask(messages, signal, deadline);
    const problems = problemsOf(first.texts);
    if (problems.length === 0) return first.texts;

    messages.push({ role: 'assistant', content: first.raw }, { role: 'user', content: buildRetryPrompt(problems) });
    const second = await this.ask(messages, signal, deadline);
    const remaining = problemsOf(second.texts);
    if (remaining.length > 0) {
      // A length reason holds only figures; the others may quote the answers, which never reach the logs.
      const details = remaining.map((problem) => (problem.rule === 'length' ? problem.reason : `${problem.purpose}: ${problem.rule}`));
      throw new GenerationError('AI_BAD_OUTPUT', { details });
    }
    return second.texts;
  }

  private async ask(messages: ChatCompletionMessageParam[], signal: AbortSignal | undefined, deadline: AbortSignal): Promise<ModelAnswer> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create(
        { model: this.settings.model, messages, response_format: RESPONSE_FORMAT, max_completion_tokens: MAX_OUTPUT_TOKENS },
        { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
      );
    } catch (error) {
      throw failure(error, signal, deadline);
    }
    return parseAnswer(completion);
  }
}

function badOutput(detail: string, cause?: unknown): GenerationError {
  return new GenerationError('AI_BAD_OUTPUT', { cause, details: [detail] });
}

function parseAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): ModelAnswer {
  const choice = completion.choices?.[0];
  if (!choice) throw badOutput('the answer had no choices');
  if (choice.message.refusal) throw badOutput(`the model refused: ${choice.message.refusal}`);
  const raw = choice.message.content ?? '';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    const reason = choice.finish_reason === 'length' ? 'the answer was cut off' : 'the answer was not valid JSON';
    throw badOutput(reason, error);
  }
  const parsed = introductionTextsSchema.safeParse(json);
  if (!parsed.success) throw badOutput(`the answer did not have the expected fields: ${parsed.error.message}`, parsed.error);
  const { linkedin, job, pitch, business } = parsed.data;
  return {
    raw,
    texts: {
      linkedin: tidyWhitespace(linkedin),
      job: tidyWhitespace(job),
      pitch: tidyWhitespace(pitch),
      business: tidyWhitespace(business),
    },
  };
}

function failure(error: unknown, signal: AbortSignal | undefined, deadline: AbortSignal): GenerationError {
  if (error instanceof GenerationError) return error;
  if (signal?.aborted) return new GenerationError('AI_CANCELLED', { cause: error });
  if (deadline.aborted || error instanceof APIConnectionTimeoutError) {
    return new GenerationError('AI_TIMEOUT', { cause: error });
  }
  const status = error instanceof APIError && error.status ? ` (HTTP ${error.status})` : '';
  return new GenerationError('AI_UNAVAILABLE', { cause: error, details: [`the request failed${status}`] });
}
