// No answer shape makes the writer's reading or the quality gate super-linear: the worst a person can type, at every
// field's limit, is read, written and checked in the writing pool within a bound stated as a multiple of an ordinary
// writing there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONG_ANSWERS, TYPICAL_ANSWERS } from '../../../test/fixtures/answers.fixtures.js';
import {
  answersFilledWith,
  hostileAnswers,
  HOSTILE_SHAPES,
  repeatedTo,
  type HostileShape,
} from '../../../test/fixtures/hostile-answers.fixtures.js';
import { writingPoolForTests } from '../../../test/writing-pool.js';
import type { IntroductionAnswers } from './generation.types.js';

/** A writing at every field's limit may take this many ordinary writings: within the pool's budget (2 s, about 80). */
const BOUND = 100;
/** Twice the answers take at most this many times as long: linear with room for noise (quadratic would be 4). */
const DOUBLING_BOUND = 3;

const pool = writingPoolForTests({ budgetMs: 120_000 });

async function timeOf(answers: IntroductionAnswers, modelText?: string): Promise<number> {
  const started = performance.now();
  await pool.run('compose', { answers, variant: 0 }, pool.budget());
  // The reading shown before writing says each answer with the writer's own parts.
  await pool.run('readAnswers', { answers }, pool.budget());
  // The gate on a text as long as the model may write (1,200 tokens), as it checks the OpenAI writer's.
  if (modelText) await pool.run('check', { answers, purpose: 'linkedin', text: modelText }, pool.budget());
  return performance.now() - started;
}

/** The fastest of four runs each, taken in turns, so a pause of the machine's (or another test file's) falls on both. */
async function fastestInTurns(first: () => Promise<number>, second: () => Promise<number>): Promise<[number, number]> {
  let fastest: [number, number] = [Infinity, Infinity];
  for (let round = 0; round < 4; round += 1) {
    fastest = [Math.min(fastest[0], await first()), Math.min(fastest[1], await second())];
  }
  return fastest;
}

/** An ordinary writing's time in the pool, the median of several (the first compiles nothing: the worker warmed up). */
async function ordinaryTime(): Promise<number> {
  const times: number[] = [];
  for (const [index, answers] of [TYPICAL_ANSWERS, LONG_ANSWERS, TYPICAL_ANSWERS, LONG_ANSWERS, TYPICAL_ANSWERS].entries()) {
    const started = performance.now();
    await pool.run('compose', { answers, variant: index }, pool.budget());
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const WORDS = ['and', 'a', 'I.', 'Led', 'since 2019', 'the', '+', 'we', 'NHS', 'of'];
const unitOf = fc.oneof(
  // Words repeated, with or without a separator.
  fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(' ', ', ', '; ', '. ', '\n- ', ' + ')).map(([word, gap]) => word + gap),
  // A run of punctuation.
  fc.string({ unit: fc.constantFrom(...'.,;:!?-()"\'&/|*•'), minLength: 1, maxLength: 12 }),
  // One very long word.
  fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 3 })
    .map((letters) => letters.repeat(700) + ' '),
  // Nested brackets.
  fc.integer({ min: 1, max: 50 }).map((depth) => `${'('.repeat(depth)}a${')'.repeat(depth)} `),
);

describe('reading and checking in the writing pool grow linearly with the answers', () => {
  it(`writes and checks any answer shape at every field's limit within ${BOUND} ordinary writings`, async () => {
    const ordinary = await ordinaryTime();
    await fc.assert(
      fc.asyncProperty(unitOf, async (unit) => {
        const time = await timeOf(answersFilledWith(unit), repeatedTo(unit, 5_000));
        expect(time, `${JSON.stringify(unit.slice(0, 20))}: ${time.toFixed(0)} ms, ordinary ${ordinary.toFixed(0)} ms`).toBeLessThan(
          BOUND * ordinary,
        );
      }),
      { numRuns: 8, seed: 33 },
    );
  });

  it.each(['I. repeated', 'and repeated', 'bullets'] as HostileShape[])(
    `%s: twice the answers take at most ${DOUBLING_BOUND} times as long`,
    async (shape) => {
      const full = hostileAnswers(shape);
      const halved = Object.fromEntries(
        Object.entries(full).map(([name, value]) => [
          name,
          typeof value === 'string' && value.length > 200 ? value.slice(0, value.length / 2) : value,
        ]),
      ) as IntroductionAnswers;
      const [half, whole] = await fastestInTurns(
        () => timeOf(halved),
        () => timeOf(full),
      );
      expect(
        whole / half,
        `${half.toFixed(0)} ms for half, ${whole.toFixed(0)} ms for the whole (${HOSTILE_SHAPES[shape].trim()})`,
      ).toBeLessThan(DOUBLING_BOUND);
    },
    // Eight timings of answers at every field's limit: 18 s for the bullets alone here, more on a busy machine.
    90_000,
  );
});
