import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { deliverWebhook, FakeStripe, startAppWithStripe } from '../../../test/fakes/fake-stripe.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';

describe('the Stripe webhook', () => {
  const stripe = new FakeStripe();
  let app: TestApp;
  beforeAll(async () => {
    app = await startAppWithStripe(stripe);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const remaining = async (buyer: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, buyer.headers)).body.remaining;
  /** A Basic purchase the buyer has paid for on the client. */
  const paidBasic = async (buyer: SignedInUser) => {
    const response = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    return stripe.pay((response.body.clientSecret as string).split('_secret_')[0] ?? '');
  };

  it('credits a paid intent, and a later confirm-purchase answers the same without crediting again', async () => {
    const buyer = await devLogin(app, 'webhook-first@example.com');
    const paid = await paidBasic(buyer);
    const delivery = await deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', paid));
    expect(delivery.status).toBe(200);
    expect(await remaining(buyer)).toBe(8);
    const confirm = await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId: paid.id, userId: buyer.user.id }, buyer.headers);
    expect(confirm.body).toEqual({ success: true, creditsAdded: 5 });
    expect(await remaining(buyer)).toBe(8);
  });

  it('acknowledges a replayed event and credits nothing more', async () => {
    const buyer = await devLogin(app, 'replay@example.com');
    const paid = await paidBasic(buyer);
    const event = stripe.signedEvent('payment_intent.succeeded', paid, { eventId: 'evt_replayed_once' });
    expect((await deliverWebhook(app, event)).status).toBe(200);
    const replays = await Promise.all([1, 2, 3].map(() => deliverWebhook(app, event)));
    expect(replays.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await remaining(buyer)).toBe(8);
  });

  it('refuses a bad signature, a stale timestamp and a missing signature with 400, changing nothing', async () => {
    const buyer = await devLogin(app, 'forged@example.com');
    const paid = await paidBasic(buyer);
    const genuine = stripe.signedEvent('payment_intent.succeeded', paid);
    const forged = stripe.signedEvent('payment_intent.succeeded', paid, { secret: 'whsec_someone_else' });
    const stale = stripe.signedEvent('payment_intent.succeeded', paid, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const tampered = { payload: genuine.payload.replace('"amount_received":999', '"amount_received":1'), signature: genuine.signature };
    for (const delivery of [forged, stale, tampered, { payload: genuine.payload, signature: '' }]) {
      const response = await deliverWebhook(app, delivery);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid webhook signature.' });
    }
    expect(await remaining(buyer)).toBe(3);
  });

  it('acknowledges events it does not handle, and ignores a payment whose amount is not the package price', async () => {
    const buyer = await devLogin(app, 'odd@example.com');
    const unknown = await deliverWebhook(app, stripe.signedEvent('charge.refund.updated', { id: 're_123', object: 'refund' }));
    expect(unknown.status).toBe(200);
    const paid = await paidBasic(buyer);
    const underpaid = { ...paid, amount_received: 1 };
    expect((await deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', underpaid))).status).toBe(200);
    expect(await remaining(buyer)).toBe(3);
  });

  it('records a payment for an account deleted since with 200, detached from it, so Stripe stops retrying', async () => {
    const buyer = await devLogin(app, 'gone-before-webhook@example.com');
    const paid = await paidBasic(buyer);
    expect((await json(app, 'DELETE', '/api/account', undefined, buyer.headers)).status).toBe(204);
    const delivery = await deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', paid));
    expect(delivery.status).toBe(200);
    const rows = await app.db.orm.em.fork().getConnection().execute('select user_id, credits from payments where provider_payment_id = ?', [paid.id]);
    expect(rows).toEqual([{ user_id: null, credits: 5 }]);
  });
});
