import type { EntityManager } from '@mikro-orm/postgresql';

/** Counts one hit of `key` in the window starting at `windowStart`, in a single statement; answers the window's count. */
export async function countHit(em: EntityManager, key: string, windowStart: Date): Promise<number> {
  const [row] = await em.getConnection().execute<{ count: number }[]>(
    `insert into rate_limit_buckets (key, window_start, count) values (?, ?, 1)
     on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
     returning count`,
    [key, windowStart],
  );
  return row?.count ?? 1;
}
