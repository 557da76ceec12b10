import type { TextKind } from '@firstwords/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/fake-openai.js';
import { deliverWebhook, FakeStripe } from '../../../test/fakes/fake-stripe.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';
import { type IntroductionAnswers } from '../generation/index.js';
import { composeIntroductions } from '../generation/planning/offline-composer.js';
import { auditCredits } from './credit-audit.js';

const ANSWERS: IntroductionAnswers = { ...GENERATION_REQUEST, cvText: undefined };
const TEXTS = composeIntroductions(ANSWERS);
const writesWell = (purpose: TextKind) => ({ content: TEXTS[purpose] });
const DAY = 24 * 60 * 60 * 1000;

describe('the credits ledger', () => {
  const stripe = new FakeStripe();
  const clock = new TestClock();
  let fake: FakeOpenAI;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    fake.respondWith(writesWell);
    const env = {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    };
    app = await startTestApp(env, { serviceOptions: { stripe: await stripe.start(), clock, openaiTimeoutMs: 2_000 } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await stripe.close();
  });

  const em = () => app.db.orm.em.fork();
  const sql = <T>(query: string, params: unknown[] = []) => em().getConnection().execute<T[]>(query, params);
  const generate = (user: SignedInUser) => json(app, 'POST', '/api/introductions', GENERATION_REQUEST, user.headers);
  const remaining = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;
  const history = (user: SignedInUser) =>
    sql<{ kind: string; bucket: string; change: number }>('select kind, bucket, change from credit_ledger where user_id = ? order by id', [
      user.user.id,
    ]);

  it('writes every change as it happens, so each balance is its history and every credit spent is settled once', async () => {
    const ada = await devLogin(app, 'ledger-ada@example.com');
    const first = await generate(ada);
    expect(first.status).toBe(201);
    expect((await json(app, 'POST', `/api/introductions/${first.body.introduction.id}/regenerate`, undefined, ada.headers)).status).toBe(
      200,
    );
    expect((await generate(ada)).status).toBe(201);
    expect((await generate(ada)).status).toBe(402);

    const started = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, ada.headers);
    const paid = stripe.pay((started.body.clientSecret as string).split('_secret_')[0] ?? '');
    const succeeded = stripe.signedEvent('payment_intent.succeeded', paid);
    // Delivered twice, and confirmed by the client too: credited once.
    expect((await deliverWebhook(app, succeeded)).status).toBe(200);
    expect((await deliverWebhook(app, succeeded)).status).toBe(200);
    await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId: paid.id }, ada.headers);
    expect(await remaining(ada)).toBe(5);

    fake.respondWith({ status: 500 });
    expect((await generate(ada)).status).toBe(503);
    fake.respondWith(writesWell);
    expect((await generate(ada)).status).toBe(201);
    const refund = { id: `ch_${paid.id}`, object: 'charge', payment_intent: paid.id, amount: 999, amount_refunded: 999 };
    expect((await deliverWebhook(app, stripe.signedEvent('charge.refunded', refund))).status).toBe(200);
    expect(await remaining(ada)).toBe(0);
    clock.advance(DAY);
    expect((await generate(ada)).status).toBe(201);
    expect(await remaining(ada)).toBe(2);

    expect(await history(ada)).toEqual([
      { kind: 'grant', bucket: 'free', change: 3 },
      ...[1, 2, 3].flatMap(() => [
        { kind: 'spend', bucket: 'free', change: -1 },
        { kind: 'kept', bucket: 'free', change: 0 },
      ]),
      { kind: 'purchase', bucket: 'purchased', change: 5 },
      { kind: 'spend', bucket: 'purchased', change: -1 },
      { kind: 'refund', bucket: 'purchased', change: 1 },
      { kind: 'spend', bucket: 'purchased', change: -1 },
      { kind: 'kept', bucket: 'purchased', change: 0 },
      { kind: 'reversal', bucket: 'purchased', change: -4 },
      { kind: 'daily_reset', bucket: 'free', change: 3 },
      { kind: 'spend', bucket: 'free', change: -1 },
      { kind: 'kept', bucket: 'free', change: 0 },
    ]);
    expect(await auditCredits(em())).toEqual([]);
  });

  it('holds when ten generations race for three credits', async () => {
    const hedy = await devLogin(app, 'ledger-hedy@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => generate(hedy)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(await remaining(hedy)).toBe(0);
    expect(await auditCredits(em())).toEqual([]);
  });

  it('finds a balance changed outside its history, a spend never settled and an introduction left without texts', async () => {
    const eve = await devLogin(app, 'ledger-eve@example.com');
    const written = await generate(eve);
    await sql('update credits set purchased_remaining = purchased_remaining + 5 where user_id = ?', [eve.user.id]);
    await sql("delete from credit_ledger where kind = 'kept' and user_id = ?", [eve.user.id]);
    await sql('update introductions set linkedin_intro = null where id = ?', [written.body.introduction.id]);

    const findings = await auditCredits(em());
    expect(findings.map((finding) => finding.rule)).toEqual([
      'every balance equals its ledger',
      'every credit spent bought texts or came back, once',
      'no introduction is left half written',
    ]);
    expect(findings[0]?.rows).toEqual([expect.objectContaining({ user_id: eve.user.id, purchased_remaining: 5, ledger_purchased: 0 })]);
    expect(findings[2]?.rows).toEqual([{ id: written.body.introduction.id }]);
  });
});
