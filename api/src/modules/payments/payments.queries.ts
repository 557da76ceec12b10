// The statements on payments and processed webhook events. Each runs inside the caller's transaction, so they
// go through `em.execute`, which uses it.

import type { EntityManager } from '@mikro-orm/postgresql';

/** A payment the provider says was made, as it is recorded. */
export interface PaidPurchase {
  provider: 'stripe' | 'test';
  /** A PaymentIntent id, or a paid invoice id for a subscription. */
  providerPaymentId: string;
  userId: string;
  packageId: string;
  amount: number;
  currency: string;
  credits: number;
}

/** A refund or dispute of a recorded payment. */
export interface Reversal {
  /** The PaymentIntent the refunded or disputed charge paid. */
  providerPaymentId: string;
  reason: 'refund' | 'dispute';
  /** The part of the amount given back, from 0 to 1: a partial refund takes back that part of the credits. */
  share: number;
}

/**
 * Records a paid purchase once: the provider's payment id is unique. Answers the user it was recorded for
 * (null when the account has been deleted since), or undefined when the payment was on record already.
 */
export async function insertPayment(em: EntityManager, purchase: PaidPurchase): Promise<{ userId: string | null } | undefined> {
  const [row] = await em.execute<{ user_id: string | null }[]>(
    `insert into payments (id, provider, provider_payment_id, user_id, package_id, amount, currency, credits)
     values (gen_random_uuid(), ?, ?, (select id from users where id = ?), ?, ?, ?, ?)
     on conflict (provider_payment_id) do nothing
     returning user_id`,
    [
      purchase.provider,
      purchase.providerPaymentId,
      purchase.userId,
      purchase.packageId,
      purchase.amount,
      purchase.currency,
      purchase.credits,
    ],
  );
  return row && { userId: row.user_id };
}

/** A payment as a reversal reads it, with its buyer's unspent purchased credits. */
export interface ReversiblePayment {
  credits: number;
  reversed: boolean;
  user_id: string | null;
  purchased_remaining: number | null;
}

/** Locks the payment's row until the transaction ends, so one reversal at a time decides. */
export async function lockPaymentForReversal(em: EntityManager, providerPaymentId: string): Promise<ReversiblePayment | undefined> {
  const [payment] = await em.execute<ReversiblePayment[]>(
    `select p.credits, p.reversed_at is not null as reversed, p.user_id, c.purchased_remaining
     from payments p left join credits c on c.user_id = p.user_id
     where p.provider_payment_id = ? for update of p`,
    [providerPaymentId],
  );
  return payment;
}

export async function recordReversal(
  em: EntityManager,
  providerPaymentId: string,
  creditsTaken: number,
  reason: Reversal['reason'],
): Promise<void> {
  await em.execute('update payments set credits_reversed = ?, reversal_reason = ?, reversed_at = now() where provider_payment_id = ?', [
    creditsTaken,
    reason,
    providerPaymentId,
  ]);
}

/** Records a webhook event as processed; false when it was already, by this delivery's twin or an earlier one. */
export async function markEventProcessed(em: EntityManager, eventId: string, type: string): Promise<boolean> {
  const fresh = await em.execute<{ id: string }[]>(
    'insert into processed_webhook_events (id, type) values (?, ?) on conflict (id) do nothing returning id',
    [eventId, type],
  );
  return fresh.length > 0;
}
