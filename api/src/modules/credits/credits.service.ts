import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, ErrorCode } from '../../graphql/errors.js';
import { dateOrNull, epochMs } from '../../db/sql.js';
import type { AppMetrics } from '../../lib/metrics.js';
import type { Credits } from './credits.entity.js';

export const DAILY_ALLOWANCE = 3;

const NO_CREDITS_MESSAGE = "You've used all your free introductions for today. Upgrade to continue.";

/** Where a spent credit came from, so a refund puts it back in the same place. */
export type CreditBucket = 'premium' | 'free' | 'purchased';

export interface CreditsView {
  /** Free plus purchased; -1 means unlimited (premium). */
  remaining: number;
  unlimited: boolean;
  dailyAllowance: number;
  freeRemaining: number;
  purchasedRemaining: number;
  isPremium: boolean;
  isSubscribed: boolean;
  subscriptionStatus: string | null;
  nextBillingDate: Date | null;
  /** When the free allowance is next refilled: the start of the next UTC day. */
  resetDate: Date;
}

/** Today's date in UTC, as stored in `credits.reset_date`. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** What the view is made from: the balance of a credits row, its free credits as of today. */
type CreditsBalance = Pick<
  Credits,
  'freeRemaining' | 'purchasedRemaining' | 'isPremium' | 'isSubscribed' | 'subscriptionStatus' | 'nextBillingDate'
>;

function toCreditsView(credits: CreditsBalance, now = new Date()): CreditsView {
  return {
    remaining: credits.isPremium ? -1 : credits.freeRemaining + credits.purchasedRemaining,
    unlimited: credits.isPremium,
    dailyAllowance: DAILY_ALLOWANCE,
    freeRemaining: credits.freeRemaining,
    purchasedRemaining: credits.purchasedRemaining,
    isPremium: credits.isPremium,
    isSubscribed: credits.isSubscribed,
    subscriptionStatus: credits.subscriptionStatus ?? null,
    nextBillingDate: credits.nextBillingDate ?? null,
    resetDate: nextUtcMidnight(now),
  };
}

// One statement: the CTE locks the row and reads it after any concurrent spend has committed, so
// the update decides from the latest balance and RETURNING can still say which bucket paid.
const SPEND_SQL = `
  with current_balance as materialized (
    select id, is_premium, purchased_remaining, free_credits_today(free_remaining, reset_date, ?::date, ?) as free_today
    from credits where user_id = ? for update
  )
  update credits c set
    free_remaining = case when b.is_premium or b.free_today = 0 then b.free_today else b.free_today - 1 end,
    purchased_remaining = case when not b.is_premium and b.free_today = 0
                               then b.purchased_remaining - 1 else b.purchased_remaining end,
    free_used = c.free_used + case when not b.is_premium and b.free_today > 0 then 1 else 0 end,
    reset_date = greatest(c.reset_date, ?::date)
  from current_balance b
  where c.id = b.id and (b.is_premium or b.free_today > 0 or b.purchased_remaining > 0)
  returning case when b.is_premium then 'premium' when b.free_today > 0 then 'free' else 'purchased' end as bucket`;

// Balances change through plain SQL (spend, refund, grants), so they are read the same way, as the row
// is now; every page of the web app asks for them. Parameters: today, the daily allowance, the user id.
export const BALANCE_SQL = `
select free_credits_today(free_remaining, reset_date, ?::date, ?) as "freeRemaining",
  purchased_remaining as "purchasedRemaining", is_premium as "isPremium", is_subscribed as "isSubscribed",
  subscription_status as "subscriptionStatus", ${epochMs('next_billing_date')} as "nextBillingDate"
from credits where user_id = ?`;

export type BalanceRow = Omit<CreditsBalance, 'nextBillingDate'> & { nextBillingDate: number | null };

export const balanceView = (row: BalanceRow) => toCreditsView({ ...row, nextBillingDate: dateOrNull(row.nextBillingDate) });

export class CreditsService {
  /** Without metrics (the benchmark's baseline), nothing is counted. */
  constructor(private readonly metrics?: AppMetrics) {}

  async get(em: EntityManager, userId: string): Promise<CreditsView> {
    const [row] = await em.getConnection().execute<BalanceRow[]>(BALANCE_SQL, [utcToday(), DAILY_ALLOWANCE, userId]);
    if (row === undefined) throw new Error(`User ${userId} has no credits row`);
    return balanceView(row);
  }

  /** Takes one credit (free first, then purchased; none for premium), or refuses with NO_CREDITS. */
  async spend(em: EntityManager, userId: string): Promise<CreditBucket> {
    const today = utcToday();
    const rows = await em
      .getConnection()
      .execute<{ bucket: CreditBucket }[]>(SPEND_SQL, [today, DAILY_ALLOWANCE, userId, today]);
    const bucket = rows[0]?.bucket;
    if (bucket === undefined) throw new AppError(ErrorCode.NO_CREDITS, NO_CREDITS_MESSAGE);
    this.metrics?.countCreditSpent(bucket);
    return bucket;
  }

  /** Gives back a credit that paid for work that did not happen. */
  async refund(em: EntityManager, userId: string, bucket: CreditBucket): Promise<void> {
    const connection = em.getConnection();
    if (bucket === 'free') {
      await connection.execute(
        `update credits set free_remaining = least(free_remaining + 1, ?), free_used = greatest(free_used - 1, 0)
         where user_id = ?`,
        [DAILY_ALLOWANCE, userId],
      );
    } else if (bucket === 'purchased') {
      await connection.execute('update credits set purchased_remaining = purchased_remaining + 1 where user_id = ?', [
        userId,
      ]);
    }
  }
}
