// The readings people were shown in step 4, kept a while by their answers: a writing of the same answers hands the
// OpenAI writer the reading the person checked, at no cost to the writing's first words. A writing whose answers
// were not read here (an API client, another replica, answers changed since) goes without one.
import { createHash } from 'node:crypto';
import type { AnswerReadingResponse } from '@firstwords/contracts';
import { LRUCache } from 'lru-cache';
import type { IntroductionAnswers } from '../generation/index.js';

const KEPT = 1_000;
/** In characters, so readings of answers at every field's limit cannot grow the server's memory past a few MB. */
const KEPT_SIZE = 4_000_000;
const KEPT_FOR_MS = 30 * 60_000;

/** The same answers, whatever the order of their fields or an answer left out rather than null. */
const keyOf = (answers: IntroductionAnswers) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        Object.entries(answers)
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .sort(),
      ),
    )
    .digest('base64url');

export class CheckedReadings {
  private readonly readings = new LRUCache<string, AnswerReadingResponse>({
    max: KEPT,
    ttl: KEPT_FOR_MS,
    maxSize: KEPT_SIZE,
    sizeCalculation: (reading) => Math.max(1, JSON.stringify(reading).length),
  });

  keep(answers: IntroductionAnswers, reading: AnswerReadingResponse): void {
    this.readings.set(keyOf(answers), reading);
  }

  of(answers: IntroductionAnswers): AnswerReadingResponse | undefined {
    return this.readings.get(keyOf(answers));
  }
}
