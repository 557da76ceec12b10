import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { deliverWebhook, FakeStripe, startAppWithStripe } from '../../../test/fakes/fake-stripe.js';
import { adminLogin, devLogin, json, type SignedInUser } from '../../../test/http.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

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
    const confirm = await json(
      app,
      'POST',
      '/api/credits/confirm-purchase',
      { paymentIntentId: paid.id, userId: buyer.user.id },
      buyer.headers,
    );
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
    const rows = await app.db.orm.em
      .fork()
      .getConnection()
      .execute('select user_id, credits from payments where provider_payment_id = ?', [paid.id]);
    expect(rows).toEqual([{ user_id: null, credits: 5 }]);
  });

  describe('refunds and disputes', () => {
    const charge = (paymentIntent: string, amount: number, refunded: number) => ({
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount,
      amount_refunded: refunded,
    });
    const spend = async (buyer: SignedInUser, times: number) => {
      for (let i = 0; i < times; i += 1) await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, buyer.headers);
    };
    const reversed = async (buyer: SignedInUser) => {
      const admin = await adminLogin(app);
      const page = await json(app, 'GET', '/api/admin/users?limit=100', undefined, admin.headers);
      return (page.body as Array<{ id: string; creditsReversed: number }>).find((user) => user.id === buyer.user.id)?.creditsReversed;
    };
    const bought = async (email: string) => {
      const buyer = await devLogin(app, email);
      const paid = await paidBasic(buyer);
      await deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', paid));
      return { buyer, paid };
    };

    it('a full refund takes back the 5 purchased credits, once, and the admin users table shows it', async () => {
      const { buyer, paid } = await bought('refunded@example.com');
      expect(await remaining(buyer)).toBe(8);
      const refund = stripe.signedEvent('charge.refunded', charge(paid.id, 999, 999));
      expect((await deliverWebhook(app, refund)).status).toBe(200);
      expect(await remaining(buyer)).toBe(3);
      // The dispute that follows a refund takes nothing more.
      expect(
        (
          await deliverWebhook(
            app,
            stripe.signedEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: paid.id }),
          )
        ).status,
      ).toBe(200);
      expect(await remaining(buyer)).toBe(3);
      expect(await reversed(buyer)).toBe(5);
    });

    it('a dispute after spending takes back only what is left, never below zero', async () => {
      const { buyer, paid } = await bought('disputed@example.com');
      // 3 free first, then 4 of the 5 purchased.
      await spend(buyer, 7);
      expect(await remaining(buyer)).toBe(1);
      await deliverWebhook(app, stripe.signedEvent('charge.dispute.created', { id: 'dp_2', object: 'dispute', payment_intent: paid.id }));
      expect(await remaining(buyer)).toBe(0);
      expect(await reversed(buyer)).toBe(1);
      const [row] = await app.db.orm.em
        .fork()
        .getConnection()
        .execute('select purchased_remaining from credits where user_id = ?', [buyer.user.id]);
      expect(row).toEqual({ purchased_remaining: 0 });
    });

    it('a refund delivered before its payment is refused with 409 until the payment is in, then taken back once', async () => {
      const buyer = await devLogin(app, 'refunded-first@example.com');
      const paid = await paidBasic(buyer);
      const refund = stripe.signedEvent('charge.refunded', charge(paid.id, 999, 999));
      const early = await deliverWebhook(app, refund);
      expect(early.status).toBe(409);
      expect(await remaining(buyer)).toBe(3);
      expect((await deliverWebhook(app, stripe.signedEvent('payment_intent.succeeded', paid))).status).toBe(200);
      expect(await remaining(buyer)).toBe(8);
      // Stripe delivers the refused event again, as it does any event not answered 2xx.
      expect((await deliverWebhook(app, refund)).status).toBe(200);
      expect((await deliverWebhook(app, refund)).status).toBe(200);
      expect(await remaining(buyer)).toBe(3);
      expect(await reversed(buyer)).toBe(5);
    });

    it('a partial refund takes back that part of the credits', async () => {
      const { buyer, paid } = await bought('partly-refunded@example.com');
      await deliverWebhook(app, stripe.signedEvent('charge.refunded', charge(paid.id, 999, 400)));
      expect(await remaining(buyer)).toBe(8 - 3);
    });
  });
});
