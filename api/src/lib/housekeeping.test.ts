import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (const [token, expiresAt] of [['expired', new Date(NOW.getTime() - HOUR)], ['live', new Date(NOW.getTime() + HOUR)]] as const) {
      await sql('insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), ?, ?, ?)', [`${token}-${userId}`, userId, expiresAt]);
    }
    for (const [key, start] of [['old', new Date(NOW.getTime() - 25 * HOUR)], ['current', new Date(NOW.getTime() - HOUR / 4)]] as const) {
      await sql('insert into rate_limit_buckets (key, window_start, count) values (?, ?, 1)', [`${key}:${userId}`, start]);
    }
    return userId;
  }

  const left = async (userId: string) => ({
    sessions: (await sql<{ token_hash: string }>('select token_hash from sessions where user_id = ?', [userId])).map((row) => row.token_hash.split('-')[0]),
    buckets: (await sql<{ key: string }>('select key from rate_limit_buckets where key like ?', [`%:${userId}`])).map((row) => row.key.split(':')[0]),
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

  it('runs at start and on its interval inside the app, until stopped', async () => {
    const userId = await seed();
    await sql('update sessions set expires_at = now() - interval \'1 minute\' where user_id = ?', [userId]);
    const housekeeping = startHousekeeping(db.orm, createLogger('silent'), 50);
    await expect.poll(async () => (await left(userId)).sessions, { timeout: 2_000 }).toEqual([]);
    await sql('insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), ?, ?, now() - interval \'1 minute\')', [`later-${userId}`, userId]);
    await expect.poll(async () => (await left(userId)).sessions, { timeout: 2_000 }).toEqual([]);
    await housekeeping.stop();
    await sql('insert into sessions (id, token_hash, user_id, expires_at) values (gen_random_uuid(), ?, ?, now() - interval \'1 minute\')', [`stopped-${userId}`, userId]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await left(userId)).sessions).toEqual(['stopped']);
  });
});
