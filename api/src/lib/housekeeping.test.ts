import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../../test/clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { pruneExpiredRows, startHousekeeping } from './housekeeping.js';
import { createLogger } from './logger.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('pruning expired rows', () => {
  let db: TestDatabase;
  const sql = <T = unknown>(query: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  async function seed(): Promise<string> {
    const [user] = await sql<{ id: string }>(
      `insert into users (id, username, email) values (gen_random_uuid(), gen_random_uuid()::text, gen_random_uuid()::text || '@example.com') returning id`,
    );
    const userId = user?.id ?? '';
    for (const [token, expiresAt] of [
      ['expired', new Date(NOW.getTime() - HOUR)],
      ['live', new Date(NOW.getTime() + HOUR)],
    ] as const) {
      await sql('insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), ?, ?, ?)', [
        `${token}-${userId}`,
        userId,
        expiresAt,
      ]);
    }
    for (const [key, start] of [
      ['old', new Date(NOW.getTime() - 25 * HOUR)],
      ['current', new Date(NOW.getTime() - HOUR / 4)],
    ] as const) {
      await sql('insert into rate_limit_buckets (key, window_start, count) values (?, ?, 1)', [`${key}:${userId}`, start]);
    }
    return userId;
  }

  const left = async (userId: string) => ({
    sessions: (await sql<{ token_hash: string }>('select token_hash from sessions where user_id = ?', [userId])).map(
      (row) => row.token_hash.split('-')[0],
    ),
    buckets: (await sql<{ key: string }>('select key from rate_limit_buckets where key like ?', [`%:${userId}`])).map(
      (row) => row.key.split(':')[0],
    ),
  });

  it('deletes expired sessions and day-old rate-limit buckets, and keeps the rest', async () => {
    const userId = await seed();
    const pruned = await pruneExpiredRows(db.orm, NOW);
    expect(pruned?.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned?.rateLimitBuckets).toBeGreaterThanOrEqual(1);
    expect(await left(userId)).toEqual({ sessions: ['live'], buckets: ['current'] });
  });

  it('lets one replica prune at a time: the others skip, and nothing fails', async () => {
    const userId = await seed();
    const rounds = await Promise.all(Array.from({ length: 4 }, () => pruneExpiredRows(db.orm, NOW)));
    const done = rounds.filter((round) => round !== null);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.reduce((sum, round) => sum + (round?.sessions ?? 0), 0)).toBe(1);
    expect(await left(userId)).toEqual({ sessions: ['live'], buckets: ['current'] });
  });

  // The interval's timer is faked so the test need not wait for it; what is expired is the clock's to say.
  it('runs at start and every hour inside the app, by its clock, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const clock = new TestClock(NOW);
      const userId = await seed();
      const housekeeping = startHousekeeping(db.orm, createLogger('silent'), clock);
      await expect.poll(async () => (await left(userId)).sessions).toEqual(['live']);
      clock.advance(HOUR);
      await vi.advanceTimersByTimeAsync(HOUR);
      await expect.poll(async () => (await left(userId)).sessions).toEqual([]);
      await housekeeping.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
