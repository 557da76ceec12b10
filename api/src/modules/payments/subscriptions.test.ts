import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { deliverWebhook, FakeStripe, startAppWithStripe } from '../../../test/fakes/fake-stripe.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';

describe('the monthly subscription with Stripe', () => {
  const stripe = new FakeStripe();
  let app: TestApp;
  beforeAll(async () => {
    app = await startAppWithStripe(stripe);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const credits = async (subscriber: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, subscriber.headers)).body;
  const deliver = async (type: string, object: object) =>
    expect((await deliverWebhook(app, stripe.signedEvent(type, object))).status).toBe(200);
  const subscribe = async (subscriber: SignedInUser) => {
    const response = await json(app, 'POST', '/api/credits/subscribe', {}, subscriber.headers);
    expect(response.status).toBe(200);
    return response.body as { clientSecret: string; subscriptionId: string };
  };

  it('starts an incomplete subscription for a new customer and returns what the client pays it with', async () => {
    const subscriber = await devLogin(app, 'monthly@example.com');
    const started = await subscribe(subscriber);
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const created = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/subscriptions');
    expect(created?.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      metadata: { userId: subscriber.user.id, packageId: 'package_monthly' },
    });
    const price = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/prices');
    expect(price?.body).toMatchObject({ unit_amount: '5999', currency: 'gbp', recurring: { interval: 'month' } });

    await deliver('customer.subscription.created', stripe.subscriptions.get(started.subscriptionId) ?? {});
    expect(await credits(subscriber)).toMatchObject({ isSubscribed: false, subscriptionStatus: 'incomplete', remaining: 3 });
  });

  it('adds 100 credits for the first invoice and for each renewal, once each, and tracks the status', async () => {
    const subscriber = await devLogin(app, 'renewing@example.com');
    const { subscriptionId } = await subscribe(subscriber);
    const active = stripe.setSubscriptionStatus(subscriptionId, 'active');
    await deliver('customer.subscription.updated', active);
    const first = stripe.paidInvoice(subscriptionId);
    // Stripe sends both events for one paid invoice, and may send either again.
    await deliver('invoice.paid', first);
    await deliver('invoice.payment_succeeded', first);
    await deliver('invoice.paid', first);
    const afterFirst = await credits(subscriber);
    expect(afterFirst).toMatchObject({ isSubscribed: true, subscriptionStatus: 'active', remaining: 103 });
    expect(new Date(afterFirst.nextBillingDate).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    const renewal = stripe.paidInvoice(subscriptionId);
    await deliver('invoice.paid', renewal);
    await deliver('invoice.payment_succeeded', renewal);
    expect((await credits(subscriber)).remaining).toBe(203);

    const again = await json(app, 'POST', '/api/credits/subscribe', {}, subscriber.headers);
    expect(again).toMatchObject({ status: 400, body: { message: 'You already have an active subscription.' } });
  });

  it('applies the subscription as Stripe has it now, whatever order the events come in', async () => {
    const subscriber = await devLogin(app, 'lagging@example.com');
    const { subscriptionId } = await subscribe(subscriber);
    const incomplete = { ...(stripe.subscriptions.get(subscriptionId) ?? {}) };
    const active = stripe.setSubscriptionStatus(subscriptionId, 'active');
    await deliver('customer.subscription.updated', active);
    await deliver('customer.subscription.created', incomplete);
    expect(await credits(subscriber)).toMatchObject({ isSubscribed: true, subscriptionStatus: 'active' });
  });

  it('cancels over GraphQL, returning the credits, and keeps the months already paid', async () => {
    const subscriber = await devLogin(app, 'leaving@example.com');
    const none = await graphql(app, 'mutation { cancelSubscription { isSubscribed } }', {}, subscriber.headers);
    expect(none.body.errors[0].message).toBe("You don't have a subscription to cancel.");
    const { subscriptionId } = await subscribe(subscriber);
    await deliver('customer.subscription.updated', stripe.setSubscriptionStatus(subscriptionId, 'active'));
    await deliver('invoice.paid', stripe.paidInvoice(subscriptionId));

    const cancelled = await graphql(
      app,
      'mutation { cancelSubscription { remaining isSubscribed subscriptionStatus nextBillingDate } }',
      {},
      subscriber.headers,
    );
    expect(cancelled.body).toEqual({
      data: { cancelSubscription: { remaining: 103, isSubscribed: false, subscriptionStatus: 'canceled', nextBillingDate: null } },
    });
    expect(stripe.requests.some((request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`)).toBe(
      true,
    );
    await deliver('customer.subscription.deleted', stripe.subscriptions.get(subscriptionId) ?? {});
    expect(await credits(subscriber)).toMatchObject({ isSubscribed: false, subscriptionStatus: 'canceled', remaining: 103 });
  });

  it('cancels over REST too, and a second subscription reuses the Stripe customer', async () => {
    const subscriber = await devLogin(app, 'twice@example.com');
    const first = await subscribe(subscriber);
    await deliver('customer.subscription.updated', stripe.setSubscriptionStatus(first.subscriptionId, 'active'));
    const cancelled = await json(app, 'POST', '/api/credits/cancel-subscription', {}, subscriber.headers);
    expect(cancelled).toMatchObject({ status: 200, body: { isSubscribed: false, subscriptionStatus: 'canceled' } });
    const second = await subscribe(subscriber);
    const customers = [first, second].map(({ subscriptionId }) => stripe.subscriptions.get(subscriptionId)?.customer);
    expect(customers[0]).toMatch(/^cus_/);
    expect(customers[1]).toBe(customers[0]);
  });
});
