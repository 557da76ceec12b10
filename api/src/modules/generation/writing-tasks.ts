// What the writing pool's workers do (src/workers/writing.worker.ts), as the request thread sees it: every task
// takes and returns plain data, copied between threads.
import type { MessagePort } from 'node:worker_threads';
import type { AnswerReadingResponse, Refinement, TextKind } from '@firstwords/contracts';
import type { AdvertAssessment } from './checking/advert-matching.js';
import type { CurrentText, IntroductionAnswers, IntroductionTexts, RefinedText } from './generation.types.js';
import type { TextProblem } from './checking/quality-gate.js';

/** Where each sentence of a text ends, so the request thread can show it growing without reading it again. */
export type SentenceEnds = number[];

export interface ComposedTexts {
  texts: IntroductionTexts;
  sentenceEnds: Record<TextKind, SentenceEnds>;
}

export interface WritingTaskInputs {
  compose: { answers: IntroductionAnswers; variant: number };
  refine: { answers: IntroductionAnswers; current: CurrentText; direction: Refinement };
  refinements: { answers: IntroductionAnswers; current: CurrentText };
  check: { answers: IntroductionAnswers; purpose: TextKind; text: string };
  assessAdvert: { answers: IntroductionAnswers; text: string };
  readAnswers: { answers: IntroductionAnswers };
}

export interface WritingTaskOutputs {
  compose: ComposedTexts;
  /** Null when the answers allow no such text. */
  refine: (RefinedText & { sentenceEnds: SentenceEnds }) | null;
  refinements: Refinement[];
  check: TextProblem[];
  assessAdvert: AdvertAssessment;
  /** How the writer will use the answers, shown before it writes. */
  readAnswers: AnswerReadingResponse;
}

export type WritingTaskName = keyof WritingTaskInputs;

/**
 * What a worker is sent: the input, a port on which it says when it has begun (the budget counts from then), and a
 * flag set once nobody waits for the task any more (its writing stopped while it was queued): then it is not begun.
 */
export interface WritingTaskMessage<N extends WritingTaskName> {
  started: MessagePort;
  dropped: Int32Array;
  input: WritingTaskInputs[N];
}
