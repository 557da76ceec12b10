import type {
  AnswerReadingResponse,
  CommunicationStyle,
  DraftState,
  IntroductionAnswers,
  Refinement,
  TextKind,
} from '@firstwords/contracts';

/** The questionnaire answers, as the person typed them (never HTML-escaped), from the contract's one list. */
export type { IntroductionAnswers } from '@firstwords/contracts';

export interface IntroductionTexts {
  linkedin: string;
  job: string;
  pitch: string;
  business: string;
  /** The LinkedIn headline, written beside the four whatever the purpose. */
  headline: string;
}

/** One text as it stands while it is written: the whole text so far, not the part that is new. */
export interface Draft {
  purpose: TextKind;
  text: string;
  state: DraftState;
}

export interface WriteOptions {
  variant?: number;
  signal?: AbortSignal;
  /**
   * Called as each text grows and changes state; a text's last call is `done` with the text the writer returns. A
   * `writing` draft may carry the model's whitespace slips: it is tidied (tidyWhitespace) when shown.
   */
  onDraft?: (draft: Draft) => void;
  /** The reading of these answers the person checked before writing, when there was one: facts a model may use. */
  reading?: AnswerReadingResponse;
}

export type WriterName = 'offline' | 'openai';

/** One text as it stands: what a refinement starts from. */
export interface CurrentText {
  purpose: TextKind;
  /** As written. */
  text: string;
  /** The style it is written in. */
  style: CommunicationStyle;
  /** The introduction's writer variant (how often it was regenerated), so the offline writer keeps its wording. */
  variant: number;
}

export interface RefinedText {
  text: string;
  style: CommunicationStyle;
}

export interface IntroductionWriter {
  /** Recorded with each text it writes, so the team can compare how people rate the writers. */
  readonly name: WriterName;
  /** variant: 0 for the first text, 1, 2, ... for each regeneration; a different variant gives a different text. */
  write(answers: IntroductionAnswers, options?: WriteOptions): Promise<IntroductionTexts>;
  /** The text rewritten in one direction, with the same facts; it passes the quality gate. */
  refine(answers: IntroductionAnswers, current: CurrentText, direction: Refinement, options?: WriteOptions): Promise<RefinedText>;
  /** The directions that would change this text. */
  refinements(answers: IntroductionAnswers, current: CurrentText): Promise<Refinement[]>;
}
