import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/sql.js';

// Every statement on the credits row: single statements that stay correct under concurrent requests on any
// process, and that never leave a stale Credits entity in a request's identity map. The daily reset is the
// database's `free_credits_today` (migration Migration20261124030000_free_credits_today).

/** Adds purchased credits, which never expire; creates the row for a user who somehow has none. */
export async function addPurchasedCredits(em: EntityManager, userId: string, credits: number): Promise<void> {
  await em.execute(
    `insert into credits (id, user_id, purchased_remaining) values (gen_random_uuid(), ?, ?)
     on conflict (user_id) do update set purchased_remaining = credits.purchased_remaining + excluded.purchased_remaining`,
    [userId, credits],
  );
}

/** Takes back purchased credits (a refunded or disputed payment's), as many as the caller found unspent. */
export async function takePurchasedCredits(em: EntityManager, userId: string, credits: number): Promise<void> {
  await em.execute('update credits set purchased_remaining = purchased_remaining - ? where user_id = ?', [credits, userId]);
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

/** Takes one credit, free first, then purchased (none for premium); undefined when there is none to take. */
export async function spendCredit(em: EntityManager, userId: string, today: string, allowance: number): Promise<CreditBucket | undefined> {
  const rows = await em.getConnection().execute<{ bucket: CreditBucket }[]>(SPEND_SQL, [today, allowance, userId, today]);
  return rows[0]?.bucket;
}

/** Puts a spent credit back where it came from (a free one never above the allowance). */
export async function refundCredit(em: EntityManager, userId: string, bucket: CreditBucket, allowance: number): Promise<void> {
  // Inside the caller's transaction, if any: a refund belongs with ending the work it paid for.
  const execute = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
  if (bucket === 'free') {
    await execute(
      `update credits set free_remaining = least(free_remaining + 1, ?), free_used = greatest(free_used - 1, 0)
       where user_id = ?`,
      [allowance, userId],
    );
  } else if (bucket === 'purchased') {
    await execute('update credits set purchased_remaining = purchased_remaining + 1 where user_id = ?', [userId]);
  }
}
