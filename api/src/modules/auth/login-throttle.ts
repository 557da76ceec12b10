import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * How one key slows guessing: `freeAttempts` in a row without waiting, then a wait of 2 s that doubles
 * with each further failure, up to `maxDelaySeconds`. Nothing is ever locked for longer than that.
 */
export interface ThrottleRule {
  name: string;
  freeAttempts: number;
  maxDelaySeconds: number;
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

/** Seconds to wait before `key` may try again, or 0 when this attempt, made at `now`, is taken (and counted). */
export async function claimAttempt(em: EntityManager, rule: ThrottleRule, subject: string, now: Date): Promise<number> {
  const key = `${rule.name}:${subject}`;
  const { freeAttempts: free, maxDelaySeconds: max } = rule;
  const connection = em.getConnection();
  const taken = await connection.execute<{ failures: number }[]>(CLAIM_SQL, [key, now, now, free, free, max]);
  if (taken.length > 0) return 0;
  const [row] = await connection.execute<{ wait: number }[]>(
    'select ceil(extract(epoch from retry_at - greatest(?::timestamptz, last_attempt_at)))::int as wait from login_throttles where key = ?',
    [now, key],
  );
  return Math.max(1, row?.wait ?? 1);
}

/** A successful sign-in clears the keys' failures and any wait, and remembers that they succeeded. */
export async function recordSuccess(em: EntityManager, keys: ReadonlyArray<[ThrottleRule, string]>, now: Date): Promise<void> {
  await em.getConnection().execute(
    `update login_throttles set failures = 0, retry_at = last_attempt_at, succeeded_at = ? where key in (${keys.map(() => '?').join(', ')})`,
    [now, ...keys.map(([rule, subject]) => `${rule.name}:${subject}`)],
  );
}

/** Whether `subject` has signed in successfully before under `rule`. */
export async function hasSucceeded(em: EntityManager, rule: ThrottleRule, subject: string): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<{ succeeded: boolean }[]>('select succeeded_at is not null as succeeded from login_throttles where key = ?', [`${rule.name}:${subject}`]);
  return row?.succeeded === true;
}
