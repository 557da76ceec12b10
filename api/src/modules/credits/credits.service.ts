import { DAILY_ALLOWANCE } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { noCredits } from './credits.errors.js';
import { dateOrNull } from '../../db/sql.js';
import type { Clock } from '../../lib/clock.js';
import type { AppMetrics } from '../../lib/metrics.js';
import type { Credits } from './credits.entity.js';
import {
  readBalance,
  recordKept,
  refundCredit,
  spendCredit,
  type BalanceRow,
  type CreditBucket,
  type CreditCharge,
} from './credits.queries.js';

export type { CreditBucket, CreditCharge } from './credits.queries.js';

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
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** What the view is made from: the balance of a credits row, its free credits as of today. */
type CreditsBalance = Pick<
  Credits,
  'freeRemaining' | 'purchasedRemaining' | 'isPremium' | 'isSubscribed' | 'subscriptionStatus' | 'nextBillingDate'
>;

function toCreditsView(credits: CreditsBalance, now: Date): CreditsView {
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

export const balanceView = (row: BalanceRow, now: Date) => toCreditsView({ ...row, nextBillingDate: dateOrNull(row.nextBillingDate) }, now);

export class CreditsService {
  /** Without metrics (the benchmark's baseline), nothing is counted. */
  constructor(
    private readonly clock: Clock,
    private readonly metrics?: AppMetrics,
  ) {}

  async get(em: EntityManager, userId: string): Promise<CreditsView> {
    const now = this.clock.now();
    const row = await readBalance(em, userId, utcToday(now), DAILY_ALLOWANCE);
    if (row === undefined) throw new Error(`User ${userId} has no credits row`);
    return balanceView(row, now);
  }

  /** Takes one credit (free first, then purchased; none for premium), or refuses with NO_CREDITS. */
  async spend(em: EntityManager, userId: string, charge: CreditCharge): Promise<CreditBucket> {
    const bucket = await spendCredit(em, userId, utcToday(this.clock.now()), DAILY_ALLOWANCE, charge);
    if (bucket === undefined) throw noCredits();
    this.metrics?.countCreditSpent(bucket);
    return bucket;
  }

  /** Gives back a credit that paid for work that did not happen. */
  async refund(em: EntityManager, userId: string, bucket: CreditBucket, charge: CreditCharge): Promise<void> {
    await refundCredit(em, userId, bucket, DAILY_ALLOWANCE, charge);
  }

  /** Records that a spent credit bought what it paid for, so the ledger shows every spend settled once. */
  async kept(em: EntityManager, userId: string, bucket: CreditBucket, charge: CreditCharge): Promise<void> {
    await recordKept(em, userId, bucket, charge);
  }
}
