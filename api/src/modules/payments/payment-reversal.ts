import type { EntityManager } from '@mikro-orm/postgresql';

export interface Reversal {
  /** The PaymentIntent the refunded or disputed charge paid. */
  providerPaymentId: string;
  reason: 'refund' | 'dispute';
  /** The part of the amount given back, from 0 to 1: a partial refund takes back that part of the credits. */
  share: number;
}

interface PaymentRow {
  credits: number;
  reversed: boolean;
  user_id: string | null;
  purchased_remaining: number | null;
}

/**
 * Takes back the credits a refunded or disputed payment bought, as far as they are unspent (never below
 * zero), and records it on the payment. A payment is reversed once: a dispute after its refund, or a
 * replayed event, changes nothing. Returns the credits taken back.
 */
export function reversePayment(em: EntityManager, reversal: Reversal): Promise<number> {
  return em.transactional(async (tx) => {
    const [payment] = await tx.execute<PaymentRow[]>(
      `select p.credits, p.reversed_at is not null as reversed, p.user_id, c.purchased_remaining
       from payments p left join credits c on c.user_id = p.user_id
       where p.provider_payment_id = ? for update of p`,
      [reversal.providerPaymentId],
    );
    if (!payment || payment.reversed) return 0;
    const bought = Math.ceil(payment.credits * Math.min(1, Math.max(0, reversal.share)));
    const taken = Math.min(bought, payment.purchased_remaining ?? 0);
    if (taken > 0 && payment.user_id !== null) {
      await tx.execute('update credits set purchased_remaining = purchased_remaining - ? where user_id = ?', [taken, payment.user_id]);
    }
    await tx.execute('update payments set credits_reversed = ?, reversal_reason = ?, reversed_at = now() where provider_payment_id = ?', [
      taken,
      reversal.reason,
      reversal.providerPaymentId,
    ]);
    return taken;
  });
}
