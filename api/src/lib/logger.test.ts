import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientOf, startAppInstance, type AppInstance, type LogLine } from '../../test/app-instances.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { deliverWebhook, FakeStripe } from '../../test/fakes/fake-stripe.js';
import { devLogin, graphql, json } from '../../test/http.js';
import { createLogger } from './logger.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  const stripe = new FakeStripe();
  let output = '';
  let db: TestDatabase;
  let instance: AppInstance;
  const app = () => clientOf(instance);
  const lines = () => output.trim().split('\n').filter(Boolean);
  const parsedLines = () => lines().map((line) => JSON.parse(line) as LogLine);
  /** The line pino-http writes once a response has gone out. */
  const completed = (reqId: string) => parsedLines().some((line) => line.reqId === reqId && line.res !== undefined);

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = {
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    };
    const logger = createLogger('info', { write: (line: string) => void (output += line) });
    instance = await startAppInstance(db.url, env, { logger, serviceOptions: { stripe: await stripe.start() } });
  });
  afterAll(async () => {
    await instance.close();
    await stripe.close();
    await db.close();
  });
  beforeEach(() => {
    output = '';
  });

  it('puts the request id on every line, and never a token, a password or a cookie', async () => {
    const signedIn = await devLogin(app(), 'logged@example.com');
    const sessionCookie = signedIn.cookie.split(';')[0] ?? '';
    const cookieValue = sessionCookie.split('=')[1] ?? '';
    expect(cookieValue.length).toBeGreaterThan(20);
    const password = 'not-the-admin-password-7731';
    const wrongPassword = await json(app(), 'POST', '/api/auth/admin-login', { email: 'admin@example.com', password });
    expect(wrongPassword.status).toBe(401);
    const withToken = await graphql(app(), '{ credits { remaining } }', {}, { ...signedIn.headers, cookie: sessionCookie });
    expect(withToken.body.data.credits.remaining).toBe(3);

    const ids = [wrongPassword, withToken].map((response) => response.headers.get('x-request-id') ?? '');
    ids.forEach((id) => expect(id).toMatch(UUID));
    await vi.waitFor(() => expect(ids.every(completed)).toBe(true));

    expect(lines().length).toBeGreaterThanOrEqual(3);
    for (const line of parsedLines()) expect(line.reqId).toMatch(UUID);
    for (const secret of [signedIn.token, cookieValue, password]) expect(output).not.toContain(secret);
    // A request's line says what was asked and how it went; no headers, which hold cookies and tokens.
    const requestLine = parsedLines().find((line) => line.reqId === ids[1] && line.res !== undefined);
    expect(requestLine).toMatchObject({ req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 } });
    expect(output).not.toContain('"headers"');
  });

  it("gives a service's own log lines the id of the request it was handling, once", async () => {
    const buyer = await devLogin(app(), 'underpaid@example.com');
    const started = await json(app(), 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    const paid = stripe.pay((started.body.clientSecret as string).split('_secret_')[0] ?? '');
    const delivery = await deliverWebhook(app(), stripe.signedEvent('payment_intent.succeeded', { ...paid, amount_received: 1 }));
    expect(delivery.status).toBe(200);
    const reqId = delivery.headers.get('x-request-id') ?? '';
    await vi.waitFor(() => expect(completed(reqId)).toBe(true));

    const warning = lines().find((line) => line.includes('Stripe event not applied'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({
      reqId,
      reason: 'The amount paid does not match the package. Please contact support.',
    });
    for (const line of lines()) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it('answers a failure of ours with the request id alone, and logs what went wrong under that id', async () => {
    const user = await devLogin(app(), 'unlucky@example.com');
    // A table gone from under the app: an error no route expects, whose own message names the table.
    await db.orm.em.fork().getConnection().execute('alter table feedback rename to feedback_elsewhere');
    try {
      const rest = await json(app(), 'POST', '/api/feedback', { feedback: 'A thought.' }, user.headers);
      const graph = await graphql(app(), 'mutation { submitFeedback(input: { feedback: "A thought." }) }', {}, user.headers);
      const ids = [rest, graph].map((response) => response.headers.get('x-request-id') ?? '');
      expect(rest.status).toBe(500);
      expect(rest.body).toEqual({ message: 'Something went wrong. Please try again.', requestId: ids[0] });
      expect(graph.body.errors).toEqual([
        expect.objectContaining({
          message: 'Something went wrong. Please try again.',
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: ids[1] },
        }),
      ]);
      await vi.waitFor(() => expect(ids.every(completed)).toBe(true));
      for (const reqId of ids) {
        const failure = parsedLines().find((line) => line.reqId === reqId && line.level === 50 && line.res === undefined);
        expect(JSON.stringify(failure)).toContain('relation \\"feedback\\" does not exist');
      }
    } finally {
      await db.orm.em.fork().getConnection().execute('alter table feedback_elsewhere rename to feedback');
    }
  });

  it('keeps a well-formed x-request-id from the proxy and replaces any other', async () => {
    const requestId = async (sent: string) =>
      (await json(app(), 'GET', '/api/credits/packages', undefined, { 'x-request-id': sent })).headers.get('x-request-id');
    expect(await requestId('edge-7f3a.9C_01')).toBe('edge-7f3a.9C_01');
    for (const malformed of ['a'.repeat(65), 'two words', '{"level":60}']) {
      const replaced = await requestId(malformed);
      expect(replaced).toMatch(UUID);
    }
    await vi.waitFor(() => expect(completed('edge-7f3a.9C_01')).toBe(true));
  });
});
