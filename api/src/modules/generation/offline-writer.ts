import { type Refinement, TEXT_KINDS, type TextKind } from '@firstwords/contracts';
import { GenerationError } from './generation.errors.js';
import type {
  CurrentText,
  IntroductionAnswers,
  IntroductionTexts,
  IntroductionWriter,
  RefinedText,
  WriteOptions,
} from './generation.types.js';
import type { WritingPool } from './writing-pool.js';
import type { SentenceEnds } from './writing-tasks.js';

/** Shows finished texts as if written: a sentence of each text in turn, then each text `done` after its last sentence. */
function reportDrafts(
  texts: ReadonlyArray<readonly [TextKind, string, SentenceEnds]>,
  onDraft: NonNullable<WriteOptions['onDraft']>,
): void {
  const rounds = Math.max(...texts.map(([, , ends]) => ends.length));
  for (let round = 0; round <= rounds; round += 1) {
    for (const [purpose, text, ends] of texts) {
      const end = ends[round];
      if (end !== undefined) onDraft({ purpose, text: text.slice(0, end), state: 'writing' });
      else if (round === ends.length) onDraft({ purpose, text, state: 'done' });
    }
  }
}

/** The built-in writer, used when no OpenAI key is configured: it composes in the writing pool, within a budget per writing. */
export class OfflineIntroductionWriter implements IntroductionWriter {
  readonly name = 'offline';

  constructor(private readonly pool: WritingPool) {}

  async write(answers: IntroductionAnswers, options: WriteOptions = {}): Promise<IntroductionTexts> {
    if (options.signal?.aborted) throw new GenerationError('AI_CANCELLED');
    const { texts, sentenceEnds } = await this.pool.run('compose', { answers, variant: options.variant ?? 0 }, this.pool.budget());
    if (options.onDraft)
      reportDrafts(
        TEXT_KINDS.map((kind) => [kind, texts[kind], sentenceEnds[kind]]),
        options.onDraft,
      );
    return texts;
  }

  async refine(
    answers: IntroductionAnswers,
    current: CurrentText,
    direction: Refinement,
    options: WriteOptions = {},
  ): Promise<RefinedText> {
    if (options.signal?.aborted) throw new GenerationError('AI_CANCELLED');
    const refined = await this.pool.run('refine', { answers, current, direction }, this.pool.budget());
    if (refined === null)
      throw new GenerationError('AI_BAD_OUTPUT', { details: [`${current.purpose}: no ${direction} text from these answers`] });
    if (options.onDraft) reportDrafts([[current.purpose, refined.text, refined.sentenceEnds]], options.onDraft);
    return { text: refined.text, style: refined.style };
  }

  refinements(answers: IntroductionAnswers, current: CurrentText): Promise<Refinement[]> {
    return this.pool.run('refinements', { answers, current }, this.pool.budget());
  }
}
