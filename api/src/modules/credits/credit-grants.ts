import type { EntityManager } from '@mikro-orm/postgresql';

// Plain SQL on the credits row: single statements that stay correct under concurrent requests on any
// process, and that never leave a stale Credits entity in a request's identity map.

/** Adds purchased credits, which never expire; creates the row for a user who somehow has none. */
export async function addPurchasedCredits(em: EntityManager, userId: string, credits: number): Promise<void> {
  await em.execute(
    `insert into credits (id, user_id, purchased_remaining) values (gen_random_uuid(), ?, ?)
     on conflict (user_id) do update set purchased_remaining = credits.purchased_remaining + excluded.purchased_remaining`,
    [userId, credits],
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
