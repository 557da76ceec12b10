import { TEXT_KINDS } from '@firstwords/contracts';
import { describe, expect, it } from 'vitest';
import { hostileAnswers } from '../../../test/fixtures/hostile-answers.fixtures.js';
import { TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';
import { writingPoolForTests } from '../../../test/writing-pool.js';
import { createLogger } from '../../lib/logger.js';
import { GenerationError } from './generation.errors.js';
import { composeIntroductions } from './planning/offline-composer.js';
import { WritingPool } from './writing-pool.js';

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
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([
        expect.objectContaining({ level: 40, task: 'compose', budgetMs: 400 }),
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/Zelda|and and/);
      // The worker that was stopped is replaced: the next writing is written.
      const next = await small.run('compose', { answers: TYPICAL_ANSWERS, variant: 0 }, small.budget());
      expect(next.texts).toEqual(composeIntroductions(TYPICAL_ANSWERS));
    } finally {
      await small.close();
    }
  });

  it("ends one worker for a writing past its budget: the writing's tasks still queued are never started", async () => {
    const { lines, logger } = logCapture();
    const small = new WritingPool({ threads: 1, budgetMs: 400, maxQueue: 8, workerHeapMb: 128 }, logger);
    try {
      const budget = small.budget();
      const hostile = hostileAnswers('and repeated', 'Zelda Quill');
      const composed = failureOf(small.run('compose', { answers: hostile, variant: 0 }, budget));
      const checks = (['linkedin', 'job', 'pitch'] as const).map((purpose) =>
        failureOf(small.run('check', { answers: hostile, purpose, text: 'I lead a team.' }, budget)),
      );
      const errors = await Promise.all([composed, ...checks]);
      expect(errors.map((error) => (error as GenerationError).code)).toEqual(['AI_TIMEOUT', 'AI_TIMEOUT', 'AI_TIMEOUT', 'AI_TIMEOUT']);
      expect(errors.slice(1).map((error) => (error as Error).message)).toEqual(Array(3).fill(expect.stringContaining('had run out')));
      // One worker ended, for the task that ran out of time.
      expect(lines.filter((line) => line.budgetMs === 400)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it("takes a stopped writing's queued task off the queue without spending its budget", async () => {
    const small = new WritingPool({ threads: 1, budgetMs: 2_000, maxQueue: 8, workerHeapMb: 128 }, createLogger('silent'));
    try {
      const writing = small.run('compose', { answers: TYPICAL_ANSWERS, variant: 0 }, small.budget());
      const budget = small.budget();
      const stopped = new AbortController();
      const otherTextFailed = new GenerationError('AI_UNAVAILABLE');
      const queued = failureOf(
        small.run('check', { answers: TYPICAL_ANSWERS, purpose: 'job', text: 'I lead a team.' }, budget, stopped.signal),
      );
      stopped.abort(otherTextFailed);
      expect(await queued).toBe(otherTextFailed);
      expect(budget.remainingMs).toBe(2_000);
      expect((await writing).texts).toEqual(composeIntroductions(TYPICAL_ANSWERS));
    } finally {
      await small.close();
    }
  });

  it('counts the writings waiting for a worker, not their tasks, and is full at as many as its queue takes', async () => {
    const small = new WritingPool({ threads: 1, budgetMs: 1_500, maxQueue: 2, workerHeapMb: 128 }, createLogger('silent'));
    try {
      // One writing holds the worker once it has started; another's five checks wait: one writing waits.
      const holding = failureOf(small.run('compose', { answers: hostileAnswers('and repeated'), variant: 0 }, small.budget()));
      const fiveChecks = small.budget();
      const checks = TEXT_KINDS.map((purpose) =>
        small.run('check', { answers: TYPICAL_ANSWERS, purpose, text: 'I lead a team.' }, fiveChecks),
      );
      await expect.poll(() => small.full, { timeout: 5_000 }).toBe(false);
      const third = small.run('compose', { answers: TYPICAL_ANSWERS, variant: 0 }, small.budget());
      expect(small.full).toBe(true);
      await Promise.all([holding, ...checks, third]);
      expect(small.full).toBe(false);
    } finally {
      await small.close();
    }
  });
});
