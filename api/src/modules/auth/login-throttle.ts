import type { EntityManager } from '@mikro-orm/postgresql';
import { claimThrottle, readThrottleWait, recordThrottleSuccess, throttleHasSucceeded } from './auth.queries.js';

/**
 * How one key slows guessing: `freeAttempts` in a row without waiting, then a wait of 2 s that doubles
 * with each further failure, up to `maxDelaySeconds`. Nothing is ever locked for longer than that.
 */
export interface ThrottleRule {
  name: string;
  freeAttempts: number;
  maxDelaySeconds: number;
}

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

/** Seconds to wait before `key` may try again, or 0 when this attempt, made at `now`, is taken (and counted). */
export async function claimAttempt(em: EntityManager, rule: ThrottleRule, subject: string, now: Date): Promise<number> {
  const key = keyOf(rule, subject);
  if (await claimThrottle(em, key, now, rule)) return 0;
  return Math.max(1, (await readThrottleWait(em, key, now)) ?? 1);
}

/** A successful sign-in clears the keys' failures and any wait, and remembers that they succeeded. */
export async function recordSuccess(em: EntityManager, keys: ReadonlyArray<[ThrottleRule, string]>, now: Date): Promise<void> {
  await recordThrottleSuccess(
    em,
    keys.map(([rule, subject]) => keyOf(rule, subject)),
    now,
  );
}

/** Whether `subject` has signed in successfully before under `rule`. */
export async function hasSucceeded(em: EntityManager, rule: ThrottleRule, subject: string): Promise<boolean> {
  return throttleHasSucceeded(em, keyOf(rule, subject));
}
