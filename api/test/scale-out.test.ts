import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { clientOf, startAppInstance, startAppProcesses, type AppInstance, type AppProcess } from './app-instances.js';
import type { TestApp } from './app.js';
import { databaseUrl, withServerClient } from './database-template.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { deliverWebhook, FakeStripe } from './fakes/fake-stripe.js';
import { devLogin, json, type SignedInUser } from './http.js';

const remaining = async (app: TestApp, user: SignedInUser) =>
  (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining as number;

describe('two server processes on one database', () => {
  let db: TestDatabase;
  let processes: AppProcess[] = [];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    processes = await startAppProcesses(2, { DATABASE_URL: db.url });
    [first, second] = processes.map(clientOf) as [TestApp, TestApp];
  });
  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    await db?.close();
  });

  it('each listens only once its writing workers have started, so no writing sent to it waits for them', () => {
    for (const app of processes) {
      const said = app.logs().map((line) => line.msg ?? '');
      const started = said.indexOf('The writing pool has started');
      expect(started).toBeGreaterThanOrEqual(0);
      expect(started).toBeLessThan(said.findIndex((msg) => msg.startsWith('FirstWords is ready')));
    }
  });

  it('accepts on one a session opened on the other', async () => {
    const signedIn = await devLogin(first, 'roaming@example.com');
    const me = await json(second, 'GET', '/api/auth/me', undefined, signedIn.headers);
    expect(me).toMatchObject({ status: 200, body: { user: { id: signedIn.user.id, email: 'roaming@example.com' } } });
  });

  it('lets 20 generations at once over both spend exactly the 3 credits there are', async () => {
    const writer = await devLogin(first, 'eager-writer@example.com');
    const attempts = Array.from({ length: 20 }, (_, index) =>
      json(index % 2 === 0 ? first : second, 'POST', '/api/introductions', GENERATION_REQUEST, writer.headers),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    // On a failure, what the servers logged as errors says why.
    const errors = processes.flatMap((app) => app.logs().filter((line) => Number(line.level) >= 50));
    expect(
      statuses.filter((status) => status === 201),
      `statuses ${statuses.join(' ')}; ${JSON.stringify(errors)}`,
    ).toHaveLength(3);
    // The others are refused for want of credits, or by the per-user rate limit that both processes share.
    expect(statuses.filter((status) => status !== 201).every((status) => status === 402 || status === 429)).toBe(true);
    expect(await remaining(second, writer)).toBe(0);
    const kept = await json(first, 'GET', '/api/introductions', undefined, writer.headers);
    expect(kept.body).toHaveLength(3);
  });

  it('credits a test-mode payment once when both confirm it at the same time', async () => {
    const buyer = await devLogin(second, 'double-confirm@example.com');
    const started = await json(first, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    const { clientSecret } = started.body as { clientSecret: string };
    const card = { clientSecret, cardNumber: '4242 4242 4242 4242' };
    expect((await json(first, 'POST', '/api/payments/test-mode/confirm', card, buyer.headers)).status).toBe(200);
    const confirmation = { paymentIntentId: clientSecret.split('_secret_')[0] };
    const confirms = await Promise.all(
      [first, second, first, second].map((app) => json(app, 'POST', '/api/credits/confirm-purchase', confirmation, buyer.headers)),
    );
    for (const confirm of confirms) expect(confirm).toMatchObject({ status: 200, body: { success: true, creditsAdded: 5 } });
    expect(await remaining(first, buyer)).toBe(8);
  });
});

describe('two app instances in Stripe mode on one database', () => {
  const stripe = new FakeStripe();
  let db: TestDatabase;
  let instances: AppInstance[] = [];
  let confirming: TestApp;
  let receiving: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    const endpoint = await stripe.start();
    const env = {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    };
    instances = await Promise.all([1, 2].map(() => startAppInstance(db.url, env, { serviceOptions: { stripe: endpoint } })));
    [confirming, receiving] = instances.map(clientOf) as [TestApp, TestApp];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await stripe.close();
    await db?.close();
  });

  it('credits once a payment confirmed on one while its webhook reaches the other', async () => {
    const buyer = await devLogin(confirming, 'stripe-both@example.com');
    const started = await json(confirming, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    const paid = stripe.pay((started.body.clientSecret as string).split('_secret_')[0] ?? '');
    const [confirm, delivery] = await Promise.all([
      json(confirming, 'POST', '/api/credits/confirm-purchase', { paymentIntentId: paid.id }, buyer.headers),
      deliverWebhook(receiving, stripe.signedEvent('payment_intent.succeeded', paid)),
    ]);
    expect(confirm).toMatchObject({ status: 200, body: { success: true, creditsAdded: 5 } });
    expect(delivery.status).toBe(200);
    expect(await remaining(receiving, buyer)).toBe(8);
  });
});

describe('two server processes starting together on an empty database', () => {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `fw_empty_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = databaseUrl(serverUrl, name);
  let processes: AppProcess[] = [];
  beforeAll(async () => {
    await withServerClient(serverUrl, (client) => client.query(`create database "${name}"`));
  });
  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    await withServerClient(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  });

  it('apply the migrations and seed the reference data once, and both serve', async () => {
    processes = await startAppProcesses(2, { DATABASE_URL: url });
    const counts = await withServerClient(url, async (client) => {
      const count = async (sql: string) => Number((await client.query<{ count: string }>(sql)).rows[0]?.count);
      return {
        migrations: await count('select count(*) from mikro_orm_migrations'),
        distinctMigrations: await count('select count(distinct name) from mikro_orm_migrations'),
        admins: await count("select count(*) from users where email = 'admin@example.com'"),
        packages: await count('select count(*) from credit_packages'),
      };
    });
    expect(counts).toEqual({ migrations: MIGRATIONS.length, distinctMigrations: MIGRATIONS.length, admins: 1, packages: 4 });
    for (const app of processes) {
      expect((await json(clientOf(app), 'GET', '/api/credits/packages')).status).toBe(200);
    }
  }, 90_000);
});
