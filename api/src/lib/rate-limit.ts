import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyRequests } from './errors.js';
import type { Clock } from './clock.js';
import { countHit } from './rate-limit.queries.js';

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
export async function hitRateLimit(em: EntityManager, rule: RateLimit, subject: string, now: Date): Promise<RateLimitState> {
  const { start, retryAfterSeconds } = windowOf(rule, now);
  const count = await countHit(em, `${rule.name}:${subject}`, start);
  return { count, allowed: count <= rule.limit, retryAfterSeconds };
}

/** Counts one hit and refuses it over the limit, saying when to try again. Each aliased GraphQL field is a hit. */
export async function enforceRateLimit(
  em: EntityManager,
  clock: Clock,
  rule: RateLimit,
  subject: string,
  doing = "You're doing that",
): Promise<void> {
  const state = await hitRateLimit(em, rule, subject, clock.now());
  if (state.allowed) return;
  const seconds = state.retryAfterSeconds;
  throw tooManyRequests(`${doing} too quickly. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);
}

/** Per-user limits of the calls that cost money or fill tables. */
export const USER_RATE_LIMITS = {
  generation: { name: 'generation', limit: 10, windowSeconds: 60 },
  paymentIntent: { name: 'payment-intent', limit: 10, windowSeconds: 60 },
  purchaseConfirmation: { name: 'purchase-confirmation', limit: 20, windowSeconds: 60 },
  testCardPayment: { name: 'test-card-payment', limit: 10, windowSeconds: 60 },
  subscription: { name: 'subscription', limit: 5, windowSeconds: 60 },
  feedback: { name: 'feedback', limit: 10, windowSeconds: 60 * 60 },
  textEdit: { name: 'text-edit', limit: 30, windowSeconds: 60 },
  // Read again after each change the person makes in step 4.
  answerReading: { name: 'answer-reading', limit: 60, windowSeconds: 60 },
  // A file read is seconds of a worker's time.
  cvFile: { name: 'cv-file', limit: 20, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;
