import { Router } from 'express';
import { requireIdentity } from '../auth/auth.routes.js';
import type { PaymentsService } from './payments.service.js';
import type { SubscriptionsService } from './subscriptions.service.js';

export function paymentRoutes(payments: PaymentsService, subscriptions: SubscriptionsService): Router {
  const router = Router();

  router.post('/credits/create-payment-intent', async (req, res) => {
    const { user } = requireIdentity(req);
    const { clientSecret } = await payments.createPaymentIntent(req.em, user, req.body, req.get('idempotency-key'));
    res.json({ clientSecret });
  });

  router.post('/credits/confirm-purchase', async (req, res) => {
    res.json(await payments.confirmPurchase(req.em, requireIdentity(req).user, req.body));
  });

  router.post('/credits/subscribe', async (req, res) => {
    res.json(await subscriptions.subscribe(req.em, requireIdentity(req).user, req.get('idempotency-key')));
  });

  router.post('/credits/cancel-subscription', async (req, res) => {
    res.json(await subscriptions.cancel(req.em, requireIdentity(req).user));
  });

  router.post('/payments/test-mode/confirm', async (req, res) => {
    res.json(await payments.payWithTestCard(req.em, requireIdentity(req).user, req.body));
  });

  return router;
}
