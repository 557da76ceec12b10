import { type Refinement, REFINEMENTS, TEXT_KINDS, type TextKind } from '@firstwords/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { GenerationError } from '../generation.errors.js';
import {
  type CurrentText,
  type Draft,
  type IntroductionAnswers,
  type IntroductionTexts,
  type IntroductionWriter,
  type RefinedText,
  type WriteOptions,
} from '../generation.types.js';
import { buildMessages, buildRefinePrompt, buildRetryPrompt } from './openai-prompt.js';
import { type StopSignals, stoppedFailure, streamText } from './openai-stream.js';
import { refinedStyle } from '../planning/refinement.js';
import { tidyWhitespace } from '../english/tidy-whitespace.js';
import type { WritingBudget, WritingPool } from '../writing-pool.js';

/**
 * The whole generation, every request and the SDK's retry included, fits in this: inside the proxy's 60 s
 * read timeout (deploy/nginx.conf) and the 50 s shutdown grace (src/index.ts).
 */
const DEFAULT_TIMEOUT_MS = 45_000;
/** A model that stops writing mid-text is given up on after this, rather than at the deadline. */
const DEFAULT_IDLE_TIMEOUT_MS = 15_000;
/** The longest text (LinkedIn, 2,600 characters) is about 650 tokens; a runaway answer is cut here and fails the length rule. */
export const MAX_OUTPUT_TOKENS = 1_200;
/**
 * With this many texts being asked of the model at once, a writing asks its chosen text first and the others once
 * that one has begun: the person watches the chosen one, and under a burst its first words wait for less.
 */
const BUSY_TEXTS = 20;

export interface OpenAIWriterSettings {
  apiKey: string;
  model: string;
  /** Any OpenAI-compatible server; the SDK's default (or OPENAI_BASE_URL) when absent. */
  baseURL?: string;
  /** Limit for the whole generation: every request to the model and the SDK's retry. */
  timeoutMs?: number;
  /** Longest pause in an answer that has begun to arrive. */
  idleTimeoutMs?: number;
}

/** Writes each text with its own streaming Chat Completions request, all five at once, and asks once more for a text the checks find problems in. */
export class OpenAIIntroductionWriter implements IntroductionWriter {
  readonly name = 'openai';

  private readonly client: OpenAI;
  private readonly timeoutMs: number;
  private readonly idleTimeoutMs: number;
  /** Texts being asked of the model now, by every writing of this replica. */
  private asking = 0;

  constructor(
    private readonly settings: OpenAIWriterSettings,
    private readonly pool: WritingPool,
  ) {
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.idleTimeoutMs = settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: this.timeoutMs,
      // One retry, which the SDK makes only for connection errors, 408, 409, 429 and 5xx.
      maxRetries: 1,
    });
  }

  /**
   * The first text to fail stops the others, and is the failure reported once they have stopped. When the model is
   * busy (BUSY_TEXTS), the chosen text is asked first and the others once its first words have come.
   */
  async write(answers: IntroductionAnswers, options: WriteOptions = {}): Promise<IntroductionTexts> {
    const stopOthers = new AbortController();
    const stop = this.stopSignals(options.signal, stopOthers.signal);
    const texts: Partial<IntroductionTexts> = {};
    const budget = this.pool.budget();
    const chosen = answers.purpose;
    let chosenHasBegun = () => {};
    const chosenBegun = new Promise<void>((resolve) => (chosenHasBegun = resolve));
    const waitForChosen = this.asking >= BUSY_TEXTS;
    let failed: { error: unknown } | undefined;
    const writeOne = async (purpose: TextKind) => {
      try {
        if (waitForChosen && purpose !== chosen) {
          await chosenBegun;
          stop.any.throwIfAborted();
        }
        // The reading the person checked in step 4, when they did: their changed sentences in it, as facts.
        const messages = buildMessages(answers, purpose, options.variant ?? 0, options.reading);
        const onDraft =
          purpose === chosen
            ? (draft: Draft) => {
                chosenHasBegun();
                options.onDraft?.(draft);
              }
            : options.onDraft;
        texts[purpose] = await this.writeText(answers, purpose, messages, stop, budget, onDraft);
      } catch (error) {
        failed ??= { error };
        stopOthers.abort();
      } finally {
        if (purpose === chosen) chosenHasBegun();
      }
    };
    await Promise.all(TEXT_KINDS.map(writeOne));
    if (failed) throw failed.error;
    return texts as IntroductionTexts;
  }

  /** A follow-up to the text's own request: the current text as the model's answer, then the direction. */
  async refine(
    answers: IntroductionAnswers,
    current: CurrentText,
    direction: Refinement,
    options: WriteOptions = {},
  ): Promise<RefinedText> {
    const style = refinedStyle(current.style, direction) ?? current.style;
    const messages = buildMessages({ ...answers, communicationStyle: style }, current.purpose, current.variant);
    messages.push({ role: 'assistant', content: current.text }, { role: 'user', content: buildRefinePrompt(current.purpose, direction) });
    const text = await this.writeText(
      answers,
      current.purpose,
      messages,
      this.stopSignals(options.signal),
      this.pool.budget(),
      options.onDraft,
    );
    return { text, style };
  }

  /** The model can rewrite any text in any direction the styles allow. */
  async refinements(_answers: IntroductionAnswers, current: CurrentText): Promise<Refinement[]> {
    return REFINEMENTS.filter((direction) => refinedStyle(current.style, direction) !== null);
  }

  private stopSignals(caller: AbortSignal | undefined, ...others: AbortSignal[]): StopSignals {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const untimed = AbortSignal.any([...others, ...(caller ? [caller] : [])]);
    return { caller, deadline, any: AbortSignal.any([deadline, untimed]), untimed };
  }

  /**
   * Streams the text as drafts, checks it against the quality gate and, when it falls short, asks once more with
   * the reasons; that second answer is not shown while it is written, the first stays on the page as `polishing`.
   */
  private async writeText(
    answers: IntroductionAnswers,
    purpose: TextKind,
    messages: ChatCompletionMessageParam[],
    stop: StopSignals,
    budget: WritingBudget,
    onDraft: ((draft: Draft) => void) | undefined,
  ): Promise<string> {
    // A check still queued when the writing stops is never started; the stop is the writing's failure.
    const check = (text: string) =>
      this.pool.run('check', { answers, purpose, text }, budget, stop.untimed).catch((error: unknown) => {
        throw error instanceof GenerationError ? error : (stoppedFailure(stop, error) ?? error);
      });
    // The answer so far as it arrives, untidied: whoever shows it tidies it then (each piece would cost a pass).
    const showDraft = (answer: string) => onDraft?.({ purpose, text: answer, state: 'writing' });
    const draft = tidyWhitespace(await this.ask(messages, stop, onDraft && showDraft));
    const problems = await check(draft);
    if (problems.length === 0) {
      onDraft?.({ purpose, text: draft, state: 'done' });
      return draft;
    }

    onDraft?.({ purpose, text: draft, state: 'polishing' });
    const retry: ChatCompletionMessageParam[] = [
      ...messages,
      { role: 'assistant', content: draft },
      { role: 'user', content: buildRetryPrompt(problems) },
    ];
    const text = tidyWhitespace(await this.ask(retry, stop));
    const remaining = await check(text);
    if (remaining.length > 0) {
      // A length reason holds only figures; the others may quote the answers, which never reach the logs.
      const details = remaining.map((problem) => (problem.rule === 'length' ? problem.reason : `${problem.purpose}: ${problem.rule}`));
      throw new GenerationError('AI_BAD_OUTPUT', { details });
    }
    onDraft?.({ purpose, text, state: 'done' });
    return text;
  }

  private async ask(messages: ChatCompletionMessageParam[], stop: StopSignals, onText?: (text: string) => void): Promise<string> {
    this.asking += 1;
    try {
      return await streamText(
        this.client,
        { model: this.settings.model, messages, maxTokens: MAX_OUTPUT_TOKENS, idleTimeoutMs: this.idleTimeoutMs, onText },
        stop,
      );
    } finally {
      this.asking -= 1;
    }
  }
}
