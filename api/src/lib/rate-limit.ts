import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimit {
  /** What is limited, e.g. `admin-login:email`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  allowed: boolean;
  retryAfterSeconds: number;
}

function windowOf(rule: RateLimit, now: Date): { start: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, retryAfterSeconds: Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000) };
}

/** Counts one hit in a single statement, so concurrent requests on any process see each other. */
export async function hitRateLimit(em: EntityManager, rule: RateLimit, subject: string, now = new Date()): Promise<RateLimitState> {
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const [row] = await em.getConnection().execute<{ count: number }[]>(
    `insert into rate_limit_buckets (key, window_start, count) values (?, ?, 1)
     on conflict (key, window_start) do update set count = rate_limit_buckets.count + 1
     returning count`,
    [`${rule.name}:${subject}`, start],
  );
  const count = row?.count ?? 1;
  return { count, allowed: count <= rule.limit, retryAfterSeconds };
}
