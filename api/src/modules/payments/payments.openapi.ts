import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  confirmPurchaseSchema,
  createPaymentIntentSchema,
  creditsSchema,
  idempotencyKeySchema,
  paymentIntentSchema,
  purchaseResultSchema,
  startedSubscriptionSchema,
  testCardPaymentSchema,
  testCardResultSchema,
} from '@firstwords/contracts';
import { z } from 'zod';
import { domainPaths, errorResponse, errors, json, jsonBody } from '../../openapi/openapi-helpers.js';

const idempotencyHeader = z.object({
  'idempotency-key': idempotencyKeySchema.shape.idempotencyKey.meta({ description: 'Retrying with the same key gives the same payment' }),
});

export function registerPaymentPaths(registry: OpenAPIRegistry): void {
  const path = domainPaths(registry, 'Payments');

  path({
    method: 'post',
    path: '/api/credits/create-payment-intent',
    operationId: 'createPaymentIntent',
    summary: 'Start paying for a credit package',
    description: 'The amount comes from the package on the server; confirm the payment on the client with the secret.',
    request: { headers: idempotencyHeader, body: jsonBody(createPaymentIntentSchema) },
    responses: {
      200: json('Started', paymentIntentSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'PAYMENT_FAILED'),
    },
  });
  path({
    method: 'post',
    path: '/api/credits/confirm-purchase',
    operationId: 'confirmPurchase',
    summary: 'Credit a paid package (once, however often it is asked)',
    request: { body: jsonBody(confirmPurchaseSchema) },
    responses: {
      200: json('Credited', purchaseResultSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYMENT_FAILED', 'TOO_MANY_REQUESTS'),
    },
  });
  path({
    method: 'post',
    path: '/api/credits/subscribe',
    operationId: 'subscribe',
    summary: 'Start the monthly subscription',
    request: { headers: idempotencyHeader },
    responses: {
      200: json('Started; confirm the first payment on the client', startedSubscriptionSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'PAYMENT_FAILED'),
    },
  });
  path({
    method: 'post',
    path: '/api/credits/cancel-subscription',
    operationId: 'cancelSubscription',
    summary: 'Cancel the monthly subscription at the end of the period',
    responses: {
      200: json('The balance after cancelling', creditsSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'PAYMENT_FAILED'),
    },
  });
  path({
    method: 'post',
    path: '/api/payments/test-mode/confirm',
    operationId: 'payWithTestCard',
    summary: 'Pay with a test card (test mode only; 404 with Stripe)',
    description: '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.',
    request: { body: jsonBody(testCardPaymentSchema) },
    responses: {
      200: json('Paid', testCardResultSchema),
      ...errors('BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYMENT_FAILED', 'TOO_MANY_REQUESTS'),
    },
  });
  // Mounted before the session and the JSON parser (the signature covers the raw body), so none of their refusals.
  registry.registerPath({
    method: 'post',
    path: '/api/stripe/webhook',
    operationId: 'receiveStripeEvent',
    tags: ['Payments'],
    security: [],
    summary: "Stripe's events (signed with the webhook secret)",
    description: 'Only when a Stripe key is configured; in test mode there is no such path (404).',
    request: {
      headers: z.object({ 'stripe-signature': z.string() }),
      body: { required: true, content: { 'application/json': { schema: z.object({}).loose() } } },
    },
    responses: {
      200: json('Received', z.object({ received: z.literal(true) })),
      400: errorResponse('The signature is missing or does not match the body'),
      409: errorResponse('A refund or dispute of a payment not recorded yet: deliver it again later'),
      404: errorResponse('Test mode: there is no such path'),
      413: errorResponse('The body is over 1 MB'),
      415: errorResponse('The body is compressed other than with gzip, deflate or br'),
    },
  });
}
