// What the permission matrix's rows act on, made straight in the database or through the API as
// their owner, so that every row stands on its own: no credit, rate limit or subscription carries over.
import { randomUUID } from 'node:crypto';
import { Introduction } from '../src/modules/introductions/introduction.entity.js';
import type { TestApp } from './app.js';
import { devLogin, graphql, json, type JsonResponse, type SignedInUser } from './http.js';

export const PAYING_CARD = '4242 4242 4242 4242';

function sql(app: TestApp, query: string, params: unknown[]): Promise<unknown> {
  return app.db.orm.em.fork().getConnection().execute(query, params);
}

function expectOk(what: string, response: JsonResponse): JsonResponse {
  const failed = response.status < 200 || response.status >= 300 || response.body?.errors !== undefined;
  if (failed) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

/** An introduction owned by `ownerId`, inserted directly: no credit spent, no generation rate limit hit. */
export async function insertIntroduction(app: TestApp, ownerId: string): Promise<number> {
  const em = app.db.orm.em.fork();
  const id = await em.insert(Introduction, {
    user: ownerId,
    purpose: 'linkedin',
    fullName: 'Ada Lovelace',
    identity: 'I am a mathematician who writes programs for machines that do not exist yet.',
    role: 'Analyst of computing engines',
    audience: 'Engineers and investors interested in general-purpose computation',
    mission: 'To show that machines can do far more than arithmetic.',
    context: 'A profile for people meeting me for the first time.',
    linkedinIntro: 'I am Ada Lovelace, an analyst of computing engines.',
  });
  return Number(id);
}

/** Purchased credits for `userId`, so that a call that spends one can succeed whatever was spent before. */
export async function addCredits(app: TestApp, userId: string, credits = 1): Promise<void> {
  await sql(app, 'update credits set purchased_remaining = purchased_remaining + ? where user_id = ?', [credits, userId]);
}

/** Forgets any subscription of `userId`, as if they had never subscribed. */
export async function clearSubscription(app: TestApp, userId: string): Promise<void> {
  await sql(
    app,
    `update credits set is_subscribed = false, subscription_id = null, subscription_status = null, next_billing_date = null
     where user_id = ?`,
    [userId],
  );
}

export interface TestPaymentIntent {
  paymentIntentId: string;
  clientSecret: string;
}

/** A Basic package payment started by `owner`; paid with the test card when `paid`. */
export async function startPayment(app: TestApp, owner: SignedInUser, { paid }: { paid: boolean }): Promise<TestPaymentIntent> {
  // The matrix starts more payments for one owner than the per-user limits allow a person in a minute.
  await app.db.orm.em
    .fork()
    .getConnection()
    .execute('delete from rate_limit_buckets where key like ?', [`%:${owner.user.id}`]);
  const created = expectOk(
    'createPaymentIntent',
    await graphql(
      app,
      'mutation ($packageId: String!) { createPaymentIntent(packageId: $packageId) { paymentIntentId clientSecret } }',
      { packageId: 'package_basic' },
      owner.headers,
    ),
  );
  const intent = created.body.data.createPaymentIntent as TestPaymentIntent;
  if (paid) await payWithTestCard(app, owner, intent.clientSecret);
  return intent;
}

async function payWithTestCard(app: TestApp, payer: SignedInUser, clientSecret: string): Promise<void> {
  expectOk(
    'test-mode confirm',
    await json(app, 'POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber: PAYING_CARD }, payer.headers),
  );
}

/** An active monthly subscription for `subscriber`, its first month paid with the test card. */
export async function startPaidSubscription(app: TestApp, subscriber: SignedInUser): Promise<void> {
  await clearSubscription(app, subscriber.user.id);
  const started = expectOk('subscribe', await json(app, 'POST', '/api/credits/subscribe', {}, subscriber.headers));
  await payWithTestCard(app, subscriber, started.body.clientSecret as string);
}

/** A user of no other row, for what changes a user's account (granting premium). */
export async function newUser(app: TestApp): Promise<SignedInUser> {
  return devLogin(app, `matrix-target-${randomUUID()}@example.com`);
}
