import type { MikroORM } from '@mikro-orm/postgresql';
import express, { Router } from 'express';
import { requestEntityManager } from '../../lib/request-context.js';
import type { StripeWebhookService } from './stripe-webhook.service.js';

/**
 * Mounted before the JSON body parser: the signature covers the exact bytes Stripe sent. Without
 * Stripe (test mode) nothing is mounted, so the path is an unknown one (404).
 */
export function stripeWebhookRoutes(orm: MikroORM, webhooks: StripeWebhookService | undefined): Router {
  const router = Router();
  if (webhooks === undefined) return router;
  router.post(
    '/api/stripe/webhook',
    express.raw({ type: 'application/json', limit: '1mb' }),
    requestEntityManager(orm),
    async (req, res) => {
      await webhooks.handle(req.em, req.body, req.get('stripe-signature'));
      res.json({ received: true });
    },
  );
  return router;
}
