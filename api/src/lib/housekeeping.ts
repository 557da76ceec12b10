import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from './clock.js';
import { deleteExpiredSessions, deleteLoginThrottles, deleteRateLimitBuckets, tryTransactionLock } from './housekeeping.queries.js';
import type { Logger } from './logger.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rate-limit windows and sign-in failures last 15 minutes at most; a day-old row counts nothing any more. */
const RATE_LIMIT_RETENTION_MS = DAY_MS;
/** How long an address that signed in stays known to its account. */
const KNOWN_ADDRESS_RETENTION_MS = 90 * DAY_MS;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
// Any fixed number will do, as long as every FirstWords process uses the same one.
const HOUSEKEEPING_LOCK_KEY = 7_240_215_318;

export interface Pruned {
  sessions: number;
  rateLimitBuckets: number;
  loginThrottles: number;
}

/**
 * Deletes expired sessions, and rate-limit buckets and sign-in throttles no rule can read any more. With several replicas, the one
 * holding the transaction's advisory lock does it and the others skip (null): the deletes would be
 * the same, only doubled.
 */
export async function pruneExpiredRows(orm: MikroORM, now: Date): Promise<Pruned | null> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return orm.em.fork().transactional(async (em) => {
    if (!(await tryTransactionLock(em, HOUSEKEEPING_LOCK_KEY))) return null;
    return {
      sessions: await deleteExpiredSessions(em, now),
      rateLimitBuckets: await deleteRateLimitBuckets(em, ago(RATE_LIMIT_RETENTION_MS)),
      loginThrottles: await deleteLoginThrottles(em, ago(RATE_LIMIT_RETENTION_MS), ago(KNOWN_ADDRESS_RETENTION_MS)),
    };
  });
}

/** Prunes now, then every hour, until stopped; a failed round is logged and the next one tries again. */
export function startHousekeeping(orm: MikroORM, logger: Logger, clock: Clock): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = pruneExpiredRows(orm, clock.now())
      .then((pruned) => {
        if (pruned && pruned.sessions + pruned.rateLimitBuckets + pruned.loginThrottles > 0)
          logger.info(pruned, 'Pruned expired sessions, rate limits and sign-in throttles');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'Pruning expired rows failed'));
  };
  round();
  const timer = setInterval(round, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
