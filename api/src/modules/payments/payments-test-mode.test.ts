import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';

describe('payments in test mode (no Stripe key)', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  const credits = async (buyer: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, buyer.headers)).body;
  const startBasic = async (buyer: SignedInUser, headers: Record<string, string> = {}) => {
    const response = await json(
      app,
      'POST',
      '/api/credits/create-payment-intent',
      { packageId: 'package_basic' },
      { ...buyer.headers, ...headers },
    );
    expect(response.status).toBe(200);
    return response.body.clientSecret as string;
  };
  const payWithCard = (buyer: SignedInUser, clientSecret: string, cardNumber: string) =>
    json(app, 'POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber }, buyer.headers);

  it('buys Basic the way the web app does: the balance goes from 3 to 8, once', async () => {
    const buyer = await devLogin(app, 'tester@example.com');
    expect((await credits(buyer)).remaining).toBe(3);
    const clientSecret = await startBasic(buyer);
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/);
    const paymentIntentId = clientSecret.split('_secret_')[0];
    const paid = await payWithCard(buyer, clientSecret, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 200, body: { paymentIntentId, status: 'succeeded' } });
    for (let call = 0; call < 2; call += 1) {
      const confirm = await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId, userId: buyer.user.id }, buyer.headers);
      expect(confirm).toMatchObject({ status: 200, body: { success: true, creditsAdded: 5 } });
    }
    expect((await credits(buyer)).remaining).toBe(8);
  });

  it('declines 4000 0000 0000 0002 and refuses a card number it does not know, adding nothing', async () => {
    const buyer = await devLogin(app, 'declined@example.com');
    const clientSecret = await startBasic(buyer);
    const declined = await payWithCard(buyer, clientSecret, '4000 0000 0000 0002');
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    const invalid = await payWithCard(buyer, clientSecret, '1234 5678 9012 3456');
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Your card number is invalid.' } });
    const paymentIntentId = clientSecret.split('_secret_')[0];
    const confirm = await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId }, buyer.headers);
    expect(confirm).toMatchObject({ status: 402, body: { message: 'Payment has not been completed.' } });
    expect((await credits(buyer)).remaining).toBe(3);
  });

  it("refuses to pay another user's payment", async () => {
    const owner = await devLogin(app, 'payer@example.com');
    const other = await devLogin(app, 'stranger@example.com');
    const clientSecret = await startBasic(owner);
    expect((await payWithCard(other, clientSecret, '4242424242424242')).status).toBe(403);
    const signedOut = await json(app, 'POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242424242424242' });
    expect(signedOut.status).toBe(401);
  });

  it('gives the same payment back for a repeated Idempotency-Key, and a new one without it', async () => {
    const buyer = await devLogin(app, 'double-click@example.com');
    const key = { 'idempotency-key': 'checkout-attempt-0001' };
    expect(await startBasic(buyer, key)).toBe(await startBasic(buyer, key));
    expect(await startBasic(buyer)).not.toBe(await startBasic(buyer));
  });

  it('has no Stripe webhook', async () => {
    const response = await fetch(`${app.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('subscribes: paying the first invoice adds 100 credits and starts the subscription; cancelling ends it', async () => {
    const subscriber = await devLogin(app, 'test-monthly@example.com');
    const started = await json(app, 'POST', '/api/credits/subscribe', {}, subscriber.headers);
    expect(started.body.subscriptionId).toMatch(/^sub_[A-Za-z0-9]{24}$/);
    expect((await payWithCard(subscriber, started.body.clientSecret, '4242424242424242')).status).toBe(200);
    const subscribed = await credits(subscriber);
    expect(subscribed).toMatchObject({ remaining: 103, isSubscribed: true, subscriptionStatus: 'active' });
    const inAMonth = clock.now();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(subscribed.nextBillingDate).toBe(inAMonth.toISOString());
    const cancelled = await json(app, 'POST', '/api/credits/cancel-subscription', {}, subscriber.headers);
    expect(cancelled.body).toMatchObject({ remaining: 103, isSubscribed: false, subscriptionStatus: 'canceled', nextBillingDate: null });

    // Paying the old invoice again charges nothing and leaves the subscription cancelled.
    expect((await payWithCard(subscriber, started.body.clientSecret, '4242424242424242')).status).toBe(200);
    expect(await credits(subscriber)).toMatchObject({ remaining: 103, isSubscribed: false, subscriptionStatus: 'canceled' });
  });
});
