import type { EntityManager } from '@mikro-orm/postgresql';

// Housekeeping's statements run in one transaction, so they go through `em.execute`, which uses it.

/** Takes the advisory lock `key` until the transaction ends, if no other transaction holds it; whether it did. */
export async function tryTransactionLock(em: EntityManager, key: number): Promise<boolean> {
  const [lock] = await em.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [key]);
  return lock?.locked === true;
}

async function deleted(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await em.execute<{ affectedRows: number }>(sql, params, 'run')).affectedRows;
}

/** Sessions expired by `now`; answers how many were deleted. */
export function deleteExpiredSessions(em: EntityManager, now: Date): Promise<number> {
  return deleted(em, 'delete from sessions where expires_at <= ?', [now]);
}

/** Rate-limit windows that started before `before`. */
export function deleteRateLimitBuckets(em: EntityManager, before: Date): Promise<number> {
  return deleted(em, 'delete from rate_limit_buckets where window_start < ?', [before]);
}

/** Sign-in throttles last tried before `triedBefore`, unless they succeeded at `succeededBefore` or later. */
export function deleteLoginThrottles(em: EntityManager, triedBefore: Date, succeededBefore: Date): Promise<number> {
  return deleted(em, 'delete from login_throttles where last_attempt_at < ? and (succeeded_at is null or succeeded_at < ?)', [
    triedBefore,
    succeededBefore,
  ]);
}
