import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppMetrics } from '../../lib/metrics.js';
import { addPurchasedCredits } from '../credits/credits.queries.js';
import { insertPayment, type PaidPurchase } from './payments.queries.js';

/**
 * Records a paid purchase and adds its credits in one transaction. The payment row's unique provider
 * id makes this happen once: a concurrent or later call for the same payment inserts nothing and adds
 * nothing. Returns whether this call was the one that added the credits.
 */
export function fulfilPayment(em: EntityManager, purchase: PaidPurchase, metrics?: AppMetrics): Promise<boolean> {
  return em.transactional(async (tx) => {
    const recorded = await insertPayment(tx, purchase);
    // A payment for an account deleted since is recorded without it; there is no one to credit.
    if (recorded === undefined || recorded.userId === null) return false;
    await addPurchasedCredits(tx, purchase.userId, purchase.credits, purchase.providerPaymentId);
    metrics?.countPaymentFulfilled(purchase.provider);
    return true;
  });
}
