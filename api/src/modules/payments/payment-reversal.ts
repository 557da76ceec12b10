import type { EntityManager } from '@mikro-orm/postgresql';
import { takePurchasedCredits } from '../credits/credits.queries.js';
import { paymentNotYetRecorded } from './payments.errors.js';
import { lockPaymentForReversal, recordReversal, type Reversal } from './payments.queries.js';

/**
 * Takes back the credits a refunded or disputed payment bought, as far as they are unspent (never below
 * zero), and records it on the payment. A payment is reversed once: a dispute after its refund, or a
 * replayed event, changes nothing. A reversal that arrives before its payment is refused, to be delivered again:
 * events come in any order, and the payment it would reverse is credited when it arrives. Returns the credits taken back.
 */
export function reversePayment(em: EntityManager, reversal: Reversal): Promise<number> {
  return em.transactional(async (tx) => {
    const payment = await lockPaymentForReversal(tx, reversal.providerPaymentId);
    if (!payment) throw paymentNotYetRecorded();
    if (payment.reversed) return 0;
    const bought = Math.ceil(payment.credits * Math.min(1, Math.max(0, reversal.share)));
    const taken = Math.min(bought, payment.purchased_remaining ?? 0);
    if (taken > 0 && payment.user_id !== null) await takePurchasedCredits(tx, payment.user_id, taken, reversal.providerPaymentId);
    await recordReversal(tx, reversal.providerPaymentId, taken, reversal.reason);
    return taken;
  });
}
