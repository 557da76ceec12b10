import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { startTestApp, type TestApp } from './app.js';
import { devLogin, graphql, json, type SignedInUser } from './http.js';

const NUL = 'Ada\u0000Lovelace';
const HUGE = 'x'.repeat(100_000);
const MIXED = 'Zoë 李雷 Ωμέγα مرحبا 👩🏽‍💻🚀';
const PAYLOADS: Array<[string, string]> = [
  ['a NUL byte', NUL],
  ['100,000 characters', HUGE],
  ['mixed scripts and emoji', MIXED],
];

/** One way in: a REST path or a GraphQL mutation, a valid body, and the text fields a person types into it. */
interface Entry {
  name: string;
  fields: string[];
  send(app: TestApp, user: SignedInUser, body: Record<string, unknown>): Promise<{ status: number; error?: string; code?: string }>;
  body(context: { introductionId: number }): Record<string, unknown>;
}

const rest = (method: string, path: string) => async (app: TestApp, user: SignedInUser, body: Record<string, unknown>) => {
  const response = await json(app, method, path, body, user.headers);
  return { status: response.status, error: response.status >= 400 ? response.body?.message : undefined };
};

const mutation =
  (document: string, wrap: (body: Record<string, unknown>) => Record<string, unknown>) =>
  async (app: TestApp, user: SignedInUser, body: Record<string, unknown>) => {
    const response = await graphql(app, document, wrap(body), user.headers);
    const [error] = response.body.errors ?? [];
    return { status: response.status, error: error?.message, code: error?.extensions?.code };
  };

const INTRODUCTION_FIELDS = ['fullName', 'identity', 'role', 'audience', 'mission', 'context', 'linkedinUrl', 'achievements', 'cvText'];
const PROFILE_FIELDS = ['firstName', 'lastName', 'careerGoal', 'linkedinUrl', 'portfolioDetails'];

const ENTRIES: Entry[] = [
  {
    name: 'POST /api/introductions',
    fields: INTRODUCTION_FIELDS,
    send: rest('POST', '/api/introductions'),
    body: () => ({ ...GENERATION_REQUEST }),
  },
  {
    name: 'generateIntroduction',
    fields: INTRODUCTION_FIELDS,
    send: mutation('mutation ($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id } }', (input) => ({ input })),
    body: () => ({ ...GENERATION_REQUEST }),
  },
  { name: 'PUT /api/profile', fields: PROFILE_FIELDS, send: rest('PUT', '/api/profile'), body: () => ({ firstName: 'Ada' }) },
  {
    name: 'updateProfile',
    fields: PROFILE_FIELDS,
    send: mutation('mutation ($input: ProfileInput!) { updateProfile(input: $input) { firstName } }', (input) => ({ input })),
    body: () => ({ firstName: 'Ada' }),
  },
  {
    name: 'POST /api/feedback',
    fields: ['subject', 'feedback'],
    send: rest('POST', '/api/feedback'),
    body: () => ({ feedback: 'A thought about the product.' }),
  },
  {
    name: 'submitFeedback',
    fields: ['subject', 'feedback'],
    send: mutation('mutation ($input: FeedbackInput!) { submitFeedback(input: $input) }', (input) => ({ input })),
    body: () => ({ feedback: 'A thought about the product.' }),
  },
  {
    name: 'POST /api/intro-feedback',
    fields: ['comment'],
    send: rest('POST', '/api/intro-feedback'),
    body: ({ introductionId }) => ({ introductionId, rating: 4, comment: 'Clear.' }),
  },
  {
    name: 'rateIntroduction',
    fields: ['comment'],
    send: mutation('mutation ($input: RateIntroductionInput!) { rateIntroduction(input: $input) { id } }', (input) => ({ input })),
    body: ({ introductionId }) => ({ introductionId, rating: 4, comment: 'Clear.' }),
  },
  {
    name: 'POST /api/credits/create-payment-intent',
    fields: ['packageId'],
    send: rest('POST', '/api/credits/create-payment-intent'),
    body: () => ({ packageId: 'package_basic' }),
  },
  {
    name: 'createPaymentIntent',
    fields: ['packageId'],
    send: mutation('mutation ($packageId: String!) { createPaymentIntent(packageId: $packageId) { paymentIntentId } }', (body) => body),
    body: () => ({ packageId: 'package_basic' }),
  },
  {
    name: 'POST /api/credits/confirm-purchase',
    fields: ['paymentIntentId'],
    send: rest('POST', '/api/credits/confirm-purchase'),
    body: () => ({ paymentIntentId: 'pi_x' }),
  },
  {
    name: 'POST /api/payments/test-mode/confirm',
    fields: ['clientSecret', 'cardNumber'],
    send: rest('POST', '/api/payments/test-mode/confirm'),
    body: () => ({ clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242' }),
  },
  {
    name: 'POST /api/auth/dev-login',
    fields: ['email', 'name'],
    send: rest('POST', '/api/auth/dev-login'),
    body: () => ({ email: 'someone@example.com', name: 'Someone' }),
  },
  {
    name: 'POST /api/auth/admin-login',
    fields: ['email', 'password'],
    send: rest('POST', '/api/auth/admin-login'),
    body: () => ({ email: 'admin@example.com', password: 'wrong' }),
  },
];

const TABLES = ['users', 'introductions', 'introduction_feedback', 'feedback', 'payments', 'test_payment_intents', 'sessions'];

describe('bad input answers 4xx with a clear message and changes nothing', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const sql = <T>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
  /** Every row of every table a request could change, as text. */
  const everything = async () => {
    const rows: string[] = [];
    for (const table of TABLES) rows.push(JSON.stringify(await sql(`select * from ${table} order by 1`)));
    return rows;
  };

  const cases = ENTRIES.flatMap((entry) =>
    entry.fields.flatMap((field) => PAYLOADS.map(([what, value]) => [entry.name, field, what, value, entry] as const)),
  );

  it.each(cases)('%s, %s with %s', async (_name, field, what, value, entry) => {
    const user = await devLogin(app, `bad-input-${Math.random().toString(36).slice(2)}@example.com`);
    const introductionId = (await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, user.headers)).body.introduction.id as number;
    const before = await everything();
    const answer = await entry.send(app, user, { ...entry.body({ introductionId }), [field]: value });

    expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
    expect(answer.code).not.toBe('INTERNAL_SERVER_ERROR');
    if (what !== 'mixed scripts and emoji') {
      expect(answer.error, `${what} was accepted`).toMatch(/\w/);
      expect(answer.error).not.toMatch(/went wrong|internal/i);
      expect(await everything()).toEqual(before);
    }
  });

  it('keeps mixed scripts and emoji exactly as typed', async () => {
    const user = await devLogin(app, 'mixed-scripts@example.com');
    const created = await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, fullName: MIXED }, user.headers);
    expect(created.status).toBe(201);
    expect(created.body.introduction.fullName).toBe(MIXED);
    expect(created.body.introduction.introductions.business).toContain(MIXED);
  });

  it('refuses a body in another charset or an unknown content encoding with 415', async () => {
    const user = await devLogin(app, 'charsets@example.com');
    const send = (headers: Record<string, string>) =>
      fetch(`${app.baseUrl}/api/feedback`, {
        method: 'POST',
        headers: { ...user.headers, ...headers },
        body: JSON.stringify({ feedback: 'A thought about the product.' }),
      });
    const latin = await send({ 'content-type': 'application/json; charset=latin1' });
    expect(latin.status).toBe(415);
    expect(await latin.json()).toEqual({ message: 'The request body must be JSON in UTF-8.' });
    const packed = await send({ 'content-type': 'application/json', 'content-encoding': 'x-unknown' });
    expect(packed.status).toBe(415);
    expect((await packed.json()).message).toMatch(/^The request body must be sent as is/);
  });

  it('refuses a body nested 100,000 deep, or not the gzip it says it is, with 400, and changes nothing', async () => {
    const user = await devLogin(app, 'malformed-bodies@example.com');
    const before = await everything();
    const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json', ...headers },
        body,
      });
    const deep = (depth: number) => `{"feedback":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    // REST answers `{message}`; GraphQL answers as GraphQL does, with the code in `extensions`.
    const refusedAs = (path: string, message: string) =>
      path === '/graphql' ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } : { message };
    for (const path of ['/api/feedback', '/graphql']) {
      for (const body of [deep(100_000), `{"feedback":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`]) {
        const answer = await send(path, body);
        expect(answer.status, path).toBe(400);
        expect(await answer.json()).toEqual(refusedAs(path, 'The request body is not valid JSON.'));
      }
      const notGzip = await send(path, JSON.stringify({ feedback: 'A thought about the product.' }), { 'content-encoding': 'gzip' });
      expect(notGzip.status).toBe(400);
      expect(await notGzip.json()).toEqual(
        refusedAs(path, 'The request body could not be decompressed: it is not what its Content-Encoding says.'),
      );
      const huge = await send(path, JSON.stringify({ feedback: 'a'.repeat(1_100_000) }));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual(refusedAs(path, 'The request body is too large (1 MB at most).'));
    }
    expect(await everything()).toEqual(before);

    // Brackets inside strings are text, and a body as deep as a request of ours may be is read.
    const bracketed = await send('/api/feedback', JSON.stringify({ feedback: `A thought ${'[{'.repeat(100)} about the product.` }));
    expect(bracketed.status).toBe(201);
    const gzipped = await send('/api/feedback', new Blob([gzipSync(JSON.stringify({ feedback: 'Sent compressed.' }))]), {
      'content-encoding': 'gzip',
    });
    expect(gzipped.status).toBe(201);
  });

  it('refuses an admin page offset past the range with 400', async () => {
    const admin = await json(app, 'POST', '/api/auth/admin-login', { email: 'admin@example.com', password: 'change-me-admin' });
    const headers = { authorization: `Bearer ${admin.body.token}` };
    for (const offset of ['99999999999999999999999', '1e30', '-1']) {
      const page = await json(app, 'GET', `/api/admin/users?offset=${offset}`, undefined, headers);
      expect(page.status, offset).toBe(400);
      expect(page.body.message).toBe('Offset must be a whole number from 0 to 1,000,000,000');
    }
  });

  it('makes two first sign-ins for one e-mail at the same moment one user', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => json(app, 'POST', '/api/auth/dev-login', { email: 'twice@example.com' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user.id)).size).toBe(1);
    const [row] = await sql<{ count: string }>('select count(*) from users where email = ?', ['twice@example.com']);
    expect(Number(row?.count)).toBe(1);
  });
});
