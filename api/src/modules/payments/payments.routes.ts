import { Router } from 'express';
import { isSignedIn } from '../../lib/access-rules.js';
import { requireRule, signedInUser } from '../../lib/signed-in.js';
import type { PaymentsService } from './payments.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export function paymentRoutes(payments: PaymentsService, subscriptions: SubscriptionsService): Router {
  const router = Router();

  router.post('/credits/create-payment-intent', requireRule(isSignedIn), async (req, res) => {
    const user = signedInUser(req);
    const { clientSecret } = await payments.createPaymentIntent(req.em, user, req.body, req.get('idempotency-key'));
    res.json({ clientSecret });
  });

  router.post('/credits/confirm-purchase', requireRule(isSignedIn), async (req, res) => {
    res.json(await payments.confirmPurchase(req.em, signedInUser(req), req.body));
  });

  router.post('/credits/subscribe', requireRule(isSignedIn), async (req, res) => {
    res.json(await subscriptions.subscribe(req.em, signedInUser(req), req.get('idempotency-key')));
  });

  router.post('/credits/cancel-subscription', requireRule(isSignedIn), async (req, res) => {
    res.json(await subscriptions.cancel(req.em, signedInUser(req)));
  });

  router.post('/payments/test-mode/confirm', requireRule(isSignedIn), async (req, res) => {
    res.json(await payments.payWithTestCard(req.em, signedInUser(req), req.body));
  });

  return router;
}
