import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/sql.js';

// Every signed-in request runs this: one statement, and only the user becomes an entity. Through
// `em.findOne(Session, …, { populate: ['user'] })` the same lookup cost several times the CPU.
// Parameter: the token's hash.
export const RESOLVE_SQL = `
select s.id as session_id, ${epochMs('s.expires_at')} as session_expires_at,
  ${epochMs('s.last_seen_at')} as session_last_seen_at, ${epochMs('s.created_at')} as session_created_at, u.*
from sessions s join users u on u.id = s.user_id
where s.token_hash = ?`;

/** A session with its user's columns (`u.*`), timestamps in epoch milliseconds. */
export interface SessionRow extends Record<string, unknown> {
  session_id: string;
  session_expires_at: number;
  session_last_seen_at: number;
  session_created_at: number;
}

export async function findSessionByTokenHash(em: EntityManager, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await em.getConnection().execute<SessionRow[]>(RESOLVE_SQL, [tokenHash]);
  return row;
}

/** Failures older than this are forgotten. */
const MEMORY = '15 minutes';

// One statement per key: concurrent attempts queue on the row's lock, so each sees the count before it,
// and an attempt inside the wait changes nothing. The attempt counts as a failure until it succeeds; a
// new key starts with one failure and no wait (every rule allows at least two free attempts). An attempt's
// time is read before it queues on the lock, so one that waited may carry a time before the attempt it
// waited for; it counts as made at that attempt's time, never in its past.
const ATTEMPT_AT = 'greatest(excluded.last_attempt_at, t.last_attempt_at)';
const NEXT_FAILURES = `(case when t.last_attempt_at < ${ATTEMPT_AT} - interval '${MEMORY}' then 0 else t.failures end) + 1`;
const CLAIM_SQL = `
insert into login_throttles as t (key, failures, last_attempt_at, retry_at) values (?, 1, ?, ?)
on conflict (key) do update
  set failures = ${NEXT_FAILURES},
      last_attempt_at = ${ATTEMPT_AT},
      retry_at = ${ATTEMPT_AT} + make_interval(secs => case when ${NEXT_FAILURES} < ? then 0 else least(power(2, ${NEXT_FAILURES} - ? + 1), ?) end)
  where t.retry_at <= ${ATTEMPT_AT}
returning t.failures`;

/**
 * Counts an attempt made at `now` against `key`, unless the key's wait has not ended: `freeAttempts` failures
 * without a wait, then 2 s doubling up to `maxDelaySeconds`. Whether the attempt was taken.
 */
export async function claimThrottle(
  em: EntityManager,
  key: string,
  now: Date,
  { freeAttempts, maxDelaySeconds }: { freeAttempts: number; maxDelaySeconds: number },
): Promise<boolean> {
  const taken = await em
    .getConnection()
    .execute<{ failures: number }[]>(CLAIM_SQL, [key, now, now, freeAttempts, freeAttempts, maxDelaySeconds]);
  return taken.length > 0;
}

/** Whole seconds from `now` (never before the key's last attempt) until the key's wait ends. */
export async function readThrottleWait(em: EntityManager, key: string, now: Date): Promise<number | undefined> {
  const [row] = await em
    .getConnection()
    .execute<{ wait: number }[]>(
      'select ceil(extract(epoch from retry_at - greatest(?::timestamptz, last_attempt_at)))::int as wait from login_throttles where key = ?',
      [now, key],
    );
  return row?.wait;
}

/** Clears the keys' failures and any wait, and records that they succeeded at `now`. */
export async function recordThrottleSuccess(em: EntityManager, keys: readonly string[], now: Date): Promise<void> {
  await em
    .getConnection()
    .execute(
      `update login_throttles set failures = 0, retry_at = last_attempt_at, succeeded_at = ? where key in (${keys.map(() => '?').join(', ')})`,
      [now, ...keys],
    );
}

export async function throttleHasSucceeded(em: EntityManager, key: string): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<{ succeeded: boolean }[]>('select succeeded_at is not null as succeeded from login_throttles where key = ?', [key]);
  return row?.succeeded === true;
}
