import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { deliverWebhook, FakeStripe, startAppWithStripe } from '../../../test/fakes/fake-stripe.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';

describe('buying credits with Stripe', () => {
  const stripe = new FakeStripe();
  let app: TestApp;
  beforeAll(async () => {
    app = await startAppWithStripe(stripe);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.failing = false;
  });

  const remaining = async (buyer: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, buyer.headers)).body.remaining;
  const paymentCount = async () => {
    const [row] = await app.db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from payments');
    return row?.n ?? 0;
  };
  const startPurchase = async (buyer: SignedInUser, body: object = { packageId: 'package_basic' }) => {
    const response = await json(app, 'POST', '/api/credits/create-payment-intent', body, buyer.headers);
    expect(response.status).toBe(200);
    return (response.body.clientSecret as string).split('_secret_')[0] ?? '';
  };
  const confirm = (buyer: SignedInUser, paymentIntentId: string) =>
    json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId, userId: buyer.user.id }, buyer.headers);

  it('charges the package price whatever amount the request names, and credits the package once paid', async () => {
    const buyer = await devLogin(app, 'tamper@example.com');
    const intentId = await startPurchase(buyer, { packageId: 'package_standard', amount: 1, currency: 'usd', credits: 1000 });
    const created = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    expect(created?.body).toMatchObject({
      amount: '2999',
      currency: 'gbp',
      metadata: { userId: buyer.user.id, packageId: 'package_standard' },
    });
    expect(created?.idempotencyKey).toMatch(new RegExp(`^payment-intent:${buyer.user.id}:package_standard:`));
    stripe.pay(intentId);
    expect(await confirm(buyer, intentId)).toMatchObject({ status: 200, body: { success: true, creditsAdded: 50 } });
    expect(await remaining(buyer)).toBe(53);
  });

  it('refuses an unknown package and the subscription with a clear message', async () => {
    const buyer = await devLogin(app, 'choosy@example.com');
    const unknown = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_gold' }, buyer.headers);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'This credit package is not available.' } });
    const monthly = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_monthly' }, buyer.headers);
    expect(monthly.status).toBe(400);
    expect(monthly.body.message).toMatch(/subscri/i);
    const anonymous = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' });
    expect(anonymous.status).toBe(401);
  });

  it("refuses another user's payment and a userId that is not the caller, changing nothing", async () => {
    const owner = await devLogin(app, 'owner@example.com');
    const thief = await devLogin(app, 'thief@example.com');
    const intentId = await startPurchase(owner);
    stripe.pay(intentId);
    expect((await confirm(thief, intentId)).status).toBe(403);
    const namingOwner = await json(
      app,
      'POST',
      '/api/credits/confirm-purchase',
      { paymentIntentId: intentId, userId: owner.user.id },
      thief.headers,
    );
    expect(namingOwner.status).toBe(403);
    expect(await remaining(thief)).toBe(3);
    expect(await remaining(owner)).toBe(3);
  });

  it('credits nothing for a payment that has not gone through', async () => {
    const buyer = await devLogin(app, 'unpaid@example.com');
    const intentId = await startPurchase(buyer);
    const response = await confirm(buyer, intentId);
    expect(response).toMatchObject({ status: 402, body: { message: 'Payment has not been completed.' } });
    expect(await remaining(buyer)).toBe(3);
  });

  it('credits once under 10 concurrent confirmations and the webhook for the same payment', async () => {
    const buyer = await devLogin(app, 'eager@example.com');
    const paymentsBefore = await paymentCount();
    const intentId = await startPurchase(buyer, { packageId: 'package_premium' });
    const paid = stripe.pay(intentId);
    const [webhook, ...confirmations] = await Promise.all([
      deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', paid)),
      ...Array.from({ length: 10 }, () => confirm(buyer, intentId)),
    ]);
    expect(webhook?.status).toBe(200);
    for (const response of confirmations) expect(response).toMatchObject({ status: 200, body: { success: true, creditsAdded: 100 } });
    expect(await remaining(buyer)).toBe(103);
    expect(await paymentCount()).toBe(paymentsBefore + 1);
  });

  it('leaves the balance alone with a clear message when Stripe fails', async () => {
    const buyer = await devLogin(app, 'unlucky@example.com');
    const intentId = await startPurchase(buyer);
    stripe.pay(intentId);
    stripe.failing = true;
    const failedStart = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    expect(failedStart).toMatchObject({
      status: 402,
      body: { message: 'The payment provider could not start the payment right now. Please try again.' },
    });
    const failedConfirm = await confirm(buyer, intentId);
    expect(failedConfirm).toMatchObject({
      status: 402,
      body: { message: 'The payment provider could not check the payment right now. Please try again.' },
    });
    expect(await remaining(buyer)).toBe(3);
    stripe.failing = false;
    expect((await confirm(buyer, intentId)).body).toEqual({ success: true, creditsAdded: 5 });
  });

  it('answers an unknown payment with 404 and has no test-mode card form', async () => {
    const buyer = await devLogin(app, 'lost@example.com');
    expect((await confirm(buyer, 'pi_doesnotexist')).status).toBe(404);
    const testCard = await json(
      app,
      'POST',
      '/api/payments/test-mode/confirm',
      { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' },
      buyer.headers,
    );
    expect(testCard.status).toBe(404);
  });

  it('works the same over GraphQL', async () => {
    const buyer = await devLogin(app, 'graph@example.com');
    const created = await graphql(
      app,
      'mutation ($packageId: String!) { createPaymentIntent(packageId: $packageId) { clientSecret paymentIntentId } }',
      { packageId: 'package_basic' },
      buyer.headers,
    );
    const { clientSecret, paymentIntentId } = created.body.data.createPaymentIntent;
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
    const confirmPurchase = 'mutation ($id: String!) { confirmPurchase(paymentIntentId: $id) { success creditsAdded } }';
    const unpaid = await graphql(app, confirmPurchase, { id: paymentIntentId }, buyer.headers);
    expect(unpaid.body.errors[0]).toMatchObject({ message: 'Payment has not been completed.', extensions: { code: 'PAYMENT_FAILED' } });
    stripe.pay(paymentIntentId);
    const paid = await graphql(app, confirmPurchase, { id: paymentIntentId }, buyer.headers);
    expect(paid.body).toEqual({ data: { confirmPurchase: { success: true, creditsAdded: 5 } } });
    expect(await remaining(buyer)).toBe(8);
    const anonymous = await graphql(app, confirmPurchase, { id: paymentIntentId });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
