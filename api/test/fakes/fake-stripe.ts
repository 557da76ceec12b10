import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeEndpoint } from '../../src/modules/payments/stripe-provider.js';
import { startTestApp, type TestApp } from '../app.js';

type StripeObject = Record<string, unknown> & { id: string };
type Form = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Form;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 60 * 60;

/** Stripe's form encoding (`metadata[userId]=…`, `items[0][price]=…`) back into nested objects. */
function decodeForm(text: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let target = form;
    path.slice(0, -1).forEach((part) => (target = (target[part] ??= {}) as Form));
    target[path.at(-1) ?? key] = value;
  }
  return form;
}

/**
 * Stands in for the Stripe API on loopback, for the real SDK: payment intents, customers, prices and
 * subscriptions, each with Stripe's JSON shapes and idempotency keys. Tests move things along
 * (`pay`, `setSubscriptionStatus`) as Stripe would, and sign webhook events with its secret.
 */
export class FakeStripe {
  readonly secretKey = 'sk_test_fake_stripe';
  readonly webhookSecret = 'whsec_fake_stripe';
  readonly requests: RecordedRequest[] = [];
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  /** While set, every API call answers 500. */
  failing = false;
  private readonly prices: StripeObject[] = [];
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private readonly sdk = new Stripe('sk_test_signing_only');
  private readonly server = createServer((req, res) => void this.serve(req, res));

  async start(): Promise<StripeEndpoint> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port, protocol: 'http' };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The customer completes the payment on the client. */
  pay(paymentIntentId: string): StripeObject {
    const intent = this.mustGet(this.paymentIntents, paymentIntentId);
    return Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  }

  setSubscriptionStatus(subscriptionId: string, status: string): StripeObject {
    return Object.assign(this.mustGet(this.subscriptions, subscriptionId), { status });
  }

  /** A paid invoice of a subscription: its first or a renewal. */
  paidInvoice(subscriptionId: string, amountPaid = 5999): StripeObject {
    const subscription = this.mustGet(this.subscriptions, subscriptionId);
    return {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      amount_paid: amountPaid,
      currency: 'gbp',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: subscription.metadata } },
    };
  }

  /** An event as Stripe posts it, with its `Stripe-Signature` header. */
  signedEvent(type: string, object: object, options: { eventId?: string; timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify({ id: options.eventId ?? id('evt'), object: 'event', type, created: now(), data: { object } });
    const signature = this.sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp,
    });
    return { payload, signature };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : text);
    const method = req.method ?? 'GET';
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    this.requests.push({ method, path: url.pathname, body, idempotencyKey });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), 'stripe-should-retry': 'false' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failing) return reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    const stored = replayKey ? this.replies.get(replayKey) : undefined;
    if (stored) return reply(stored.status, stored.body);
    const result = this.route(method, url.pathname, body);
    if (replayKey && method === 'POST') this.replies.set(replayKey, result);
    reply(result.status, result.body);
  }

  private route(method: string, path: string, body: Form): { status: number; body: unknown } {
    const [, , resource, objectId] = path.split('/');
    const ok = (json: unknown) => ({ status: 200, body: json });
    const list = (data: unknown[]) => ok({ object: 'list', data, has_more: false, url: `/v1/${resource}` });
    if (method === 'POST' && resource === 'payment_intents' && !objectId) return ok(this.createPaymentIntent(body));
    if (method === 'POST' && resource === 'customers') return ok({ id: id('cus'), object: 'customer', ...body });
    if (method === 'GET' && resource === 'prices') {
      const keys = Object.values((body.lookup_keys ?? {}) as Form);
      return list(this.prices.filter((price) => keys.includes(price.lookup_key)));
    }
    if (method === 'POST' && resource === 'prices') {
      const price = { id: id('price'), object: 'price', active: true, ...body, unit_amount: Number(body.unit_amount) };
      this.prices.push(price);
      return ok(price);
    }
    if (method === 'POST' && resource === 'subscriptions' && !objectId) return ok(this.createSubscription(body));
    const collection = resource === 'payment_intents' ? this.paymentIntents : resource === 'subscriptions' ? this.subscriptions : undefined;
    const found = objectId ? collection?.get(objectId) : undefined;
    if (!found) {
      const message = `No such ${resource}: '${objectId}'`;
      return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } };
    }
    if (method === 'DELETE' && resource === 'subscriptions') return ok(Object.assign(found, { status: 'canceled' }));
    return ok(found);
  }

  private createPaymentIntent(body: Form): StripeObject {
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: body.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      metadata: body.metadata ?? {},
    };
    this.paymentIntents.set(intentId, intent);
    return intent;
  }

  private createSubscription(body: Form): StripeObject {
    const price = this.prices.find((candidate) => candidate.id === (body.items as Record<string, Form>)['0']?.price);
    const subscription = {
      id: id('sub'),
      object: 'subscription',
      customer: body.customer,
      status: 'incomplete',
      metadata: body.metadata ?? {},
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, current_period_end: now() + MONTH_SECONDS }] },
    };
    this.subscriptions.set(subscription.id, subscription);
    const clientSecret = `${id('pi')}_secret_${randomBytes(12).toString('hex')}`;
    const firstInvoice = { id: id('in'), object: 'invoice', confirmation_secret: { type: 'payment_intent', client_secret: clientSecret } };
    return { ...subscription, latest_invoice: firstInvoice };
  }

  private mustGet(collection: Map<string, StripeObject>, objectId: string): StripeObject {
    const found = collection.get(objectId);
    if (!found) throw new Error(`The fake Stripe has no ${objectId}`);
    return found;
  }
}

/** The app in Stripe mode, its SDK pointed at the fake. */
export async function startAppWithStripe(fake: FakeStripe): Promise<TestApp> {
  const endpoint = await fake.start();
  const env = { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: fake.webhookSecret };
  return startTestApp(env, { serviceOptions: { stripe: endpoint } });
}

/** Posts an event to the webhook as Stripe does. */
export function deliverWebhook(app: TestApp, event: { payload: string; signature: string }): Promise<Response> {
  return fetch(`${app.baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    body: event.payload,
  });
}
