import { describe, expect, it } from 'vitest';
import { hostileAnswers } from '../../../test/fixtures/hostile-answers.fixtures.js';
import { manyParagraphsDocx } from '../../../test/fixtures/cv-files.js';
import { TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';
import { writingPoolForTests } from '../../../test/writing-pool.js';
import { createLogger } from '../../lib/logger.js';
import { GenerationError } from './generation.errors.js';
import { composeIntroductions } from './offline-composer.js';
import { WritingPool } from './writing-pool.js';
import { MAX_DOCUMENT_TAGS, READ_BUDGET_MS } from '../cv/cv-file-limits.js';

/** The log lines a pool writes, as parsed JSON. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { lines, logger };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the writing pool', () => {
  const pool = writingPoolForTests();

  it('writes in a worker what the offline composer writes', async () => {
    const { texts, sentenceEnds } = await pool.run('compose', { answers: TYPICAL_ANSWERS, variant: 1 }, pool.budget());
    expect(texts).toEqual(composeIntroductions(TYPICAL_ANSWERS, 1));
    expect(sentenceEnds.job.at(-1)).toBe(texts.job.length);
  });

  it('stops a writing past its budget, says which budget ran out and not the answers, and writes the next one', async () => {
    const { lines, logger } = logCapture();
    const small = new WritingPool({ threads: 1, budgetMs: 400, maxQueue: 4, workerHeapMb: 128 }, logger);
    try {
      const hostile = hostileAnswers('and repeated', 'Zelda Quill');
      const error = await failureOf(small.run('compose', { answers: hostile, variant: 0 }, small.budget()));
      expect(error).toBeInstanceOf(GenerationError);
      expect((error as GenerationError).code).toBe('AI_TIMEOUT');
      expect((error as GenerationError).message).toContain('400 ms in the writing pool ran out');
      expect(lines).toEqual([expect.objectContaining({ level: 40, task: 'compose', budgetMs: 400 })]);
      expect(JSON.stringify(lines)).not.toMatch(/Zelda|and and/);
      // The worker that was stopped is replaced: the next writing is written.
      const next = await small.run('compose', { answers: TYPICAL_ANSWERS, variant: 0 }, small.budget());
      expect(next.texts).toEqual(composeIntroductions(TYPICAL_ANSWERS));
    } finally {
      await small.close();
    }
  });

  it('reads a Word file with as many tags as a CV may hold in a worker of the default heap that has written', async () => {
    await pool.run('compose', { answers: TYPICAL_ANSWERS, variant: 0 }, pool.budget());
    // Six tags a paragraph (paragraph, run, text, each opened and closed), a few for the document around them.
    const file = { bytes: manyParagraphsDocx(Math.floor(MAX_DOCUMENT_TAGS / 6) - 2), kind: 'docx' as const };
    const reading = await pool.run('readCv', file, pool.budget(READ_BUDGET_MS));
    expect(reading).toMatchObject({ text: expect.stringMatching(/^Checked the rota\.\n\nChecked the rota\./), cut: true });
  });
});
