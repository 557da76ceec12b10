import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/sql.js';

// Every statement on the credits row: single statements that stay correct under concurrent requests on any
// process, and that never leave a stale Credits entity in a request's identity map. The daily reset is the
// database's `free_credits_today` (migration Migration20261124030000_free_credits_today).

/** Adds a payment's credits, which never expire; creates the row (and its opening grant) for a user who has none. */
export async function addPurchasedCredits(em: EntityManager, userId: string, credits: number, paymentId: string): Promise<void> {
  await em.execute('insert into credits (id, user_id) values (gen_random_uuid(), ?) on conflict (user_id) do nothing', [userId]);
  await em.execute(
    `with bought as (update credits set purchased_remaining = purchased_remaining + ? where user_id = ? returning user_id)
     insert into credit_ledger (user_id, kind, bucket, change, payment_id) select user_id, 'purchase', 'purchased', ?, ? from bought`,
    [credits, userId, credits, paymentId],
  );
}

/** Takes back purchased credits (a refunded or disputed payment's), as many as the caller found unspent. */
export async function takePurchasedCredits(em: EntityManager, userId: string, credits: number, paymentId: string): Promise<void> {
  await em.execute(
    `with taken as (update credits set purchased_remaining = purchased_remaining - ? where user_id = ? returning user_id)
     insert into credit_ledger (user_id, kind, bucket, change, payment_id) select user_id, 'reversal', 'purchased', ?, ? from taken`,
    [credits, userId, -credits, paymentId],
  );
}

export interface SubscriptionState {
  subscriptionId: string;
  /** The provider's status: active, past_due, canceled, incomplete... */
  status: string;
  isSubscribed: boolean;
  nextBillingDate: Date | null;
}

/**
 * Records a subscription's state. A subscribed state always wins; any other only updates the
 * subscription already on record, so news of an old, ended subscription never hides the current one.
 */
export async function recordSubscriptionState(em: EntityManager, userId: string, state: SubscriptionState): Promise<void> {
  await em.execute(
    `update credits set is_subscribed = ?, subscription_id = ?, subscription_status = ?, next_billing_date = ?
     where user_id = ? and (subscription_id is null or subscription_id = ? or ?)`,
    [state.isSubscribed, state.subscriptionId, state.status, state.nextBillingDate, userId, state.subscriptionId, state.isSubscribed],
  );
}

export interface SubscriptionAccount {
  providerCustomerId: string | null;
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  isSubscribed: boolean;
}

export async function findSubscriptionAccount(em: EntityManager, userId: string): Promise<SubscriptionAccount | null> {
  const [row] = await em.execute<SubscriptionAccount[]>(
    `select provider_customer_id as "providerCustomerId", subscription_id as "subscriptionId",
            subscription_status as "subscriptionStatus", is_subscribed as "isSubscribed"
     from credits where user_id = ?`,
    [userId],
  );
  return row ?? null;
}

export async function recordProviderCustomer(em: EntityManager, userId: string, customerId: string): Promise<void> {
  await em.execute('update credits set provider_customer_id = ? where user_id = ?', [customerId, userId]);
}

export async function findUserIdByProviderCustomer(em: EntityManager, customerId: string): Promise<string | null> {
  const [row] = await em.execute<{ userId: string }[]>('select user_id as "userId" from credits where provider_customer_id = ?', [
    customerId,
  ]);
  return row?.userId ?? null;
}

/** Where a spent credit came from, so a refund puts it back in the same place. */
export type CreditBucket = 'premium' | 'free' | 'purchased';

// Balances change through plain SQL (spend, refund, grants), so they are read the same way, as the row
// is now; every page of the web app asks for them. Parameters: today, the daily allowance, the user id.
export const BALANCE_SQL = `
select free_credits_today(free_remaining, reset_date, ?::date, ?) as "freeRemaining",
  purchased_remaining as "purchasedRemaining", is_premium as "isPremium", is_subscribed as "isSubscribed",
  subscription_status as "subscriptionStatus", ${epochMs('next_billing_date')} as "nextBillingDate"
from credits where user_id = ?`;

/** A credits row as the balance read answers it: its free credits as of today. */
export interface BalanceRow {
  freeRemaining: number;
  purchasedRemaining: number;
  isPremium: boolean;
  isSubscribed: boolean;
  subscriptionStatus: string | null;
  /** Epoch milliseconds. */
  nextBillingDate: number | null;
}

export async function readBalance(em: EntityManager, userId: string, today: string, allowance: number): Promise<BalanceRow | undefined> {
  const [row] = await em.getConnection().execute<BalanceRow[]>(BALANCE_SQL, [today, allowance, userId]);
  return row;
}

/** The writing a spent credit pays for: its spend and what settles it (kept or refund) carry its id in the ledger. */
export interface CreditCharge {
  writingId: string;
  introductionId?: number;
}

// One statement: the CTE locks the row and reads it after any concurrent spend has committed, so the update decides
// from the latest balance and RETURNING can still say which bucket paid; the ledger rows go in with it (a day's reset
// of the free credits, when this spend makes it, then the spend).
const SPEND_SQL = `
  with current_balance as materialized (
    select id, user_id, is_premium, purchased_remaining, free_remaining as stored_free,
      free_credits_today(free_remaining, reset_date, ?::date, ?) as free_today
    from credits where user_id = ? for update
  ), spent as (
    update credits c set
      free_remaining = case when b.is_premium or b.free_today = 0 then b.free_today else b.free_today - 1 end,
      purchased_remaining = case when not b.is_premium and b.free_today = 0
                                 then b.purchased_remaining - 1 else b.purchased_remaining end,
      free_used = c.free_used + case when not b.is_premium and b.free_today > 0 then 1 else 0 end,
      reset_date = greatest(c.reset_date, ?::date)
    from current_balance b
    where c.id = b.id and (b.is_premium or b.free_today > 0 or b.purchased_remaining > 0)
    returning b.user_id, b.free_today - b.stored_free as reset_change,
      case when b.is_premium then 'premium' when b.free_today > 0 then 'free' else 'purchased' end as bucket
  ), recorded as (
    insert into credit_ledger (user_id, kind, bucket, change, writing_id, introduction_id)
    select user_id, 'daily_reset', 'free', reset_change, null, null from spent where reset_change <> 0
    union all
    select user_id, 'spend', bucket, case when bucket = 'premium' then 0 else -1 end, ?::uuid, ?::int from spent
  )
  select bucket from spent`;

/** Takes one credit, free first, then purchased (none for premium); undefined when there is none to take. */
export async function spendCredit(
  em: EntityManager,
  userId: string,
  today: string,
  allowance: number,
  charge: CreditCharge,
): Promise<CreditBucket | undefined> {
  const rows = await em.execute<{ bucket: CreditBucket }[]>(SPEND_SQL, [
    today,
    allowance,
    userId,
    today,
    charge.writingId,
    charge.introductionId ?? null,
  ]);
  return rows[0]?.bucket;
}

// The change recorded is the one made: a free credit is never put back above the allowance.
const REFUND_SQL = `
  with before as materialized (select id, free_remaining, purchased_remaining from credits where user_id = ? for update),
  refunded as (
    update credits c set
      free_remaining = case when ?::text = 'free' then least(c.free_remaining + 1, ?) else c.free_remaining end,
      free_used = case when ?::text = 'free' then greatest(c.free_used - 1, 0) else c.free_used end,
      purchased_remaining = c.purchased_remaining + case when ?::text = 'purchased' then 1 else 0 end
    from before b where c.id = b.id
    returning c.user_id, (c.free_remaining - b.free_remaining) + (c.purchased_remaining - b.purchased_remaining) as change
  )
  insert into credit_ledger (user_id, kind, bucket, change, writing_id, introduction_id)
  select user_id, 'refund', ?::text, change, ?::uuid, ?::int from refunded`;

/** Puts a spent credit back where it came from, in the caller's transaction: it belongs with ending the work it paid for. */
export async function refundCredit(
  em: EntityManager,
  userId: string,
  bucket: CreditBucket,
  allowance: number,
  charge: CreditCharge,
): Promise<void> {
  await em.execute(REFUND_SQL, [userId, bucket, allowance, bucket, bucket, bucket, charge.writingId, charge.introductionId ?? null]);
}

/** Settles a spent credit by what it bought: the texts, kept in the caller's transaction. */
export async function recordKept(em: EntityManager, userId: string, bucket: CreditBucket, charge: CreditCharge): Promise<void> {
  await em.execute(
    `insert into credit_ledger (user_id, kind, bucket, change, writing_id, introduction_id) values (?, 'kept', ?, 0, ?, ?)`,
    [userId, bucket, charge.writingId, charge.introductionId ?? null],
  );
}
