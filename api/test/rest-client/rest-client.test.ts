// The REST contract, driven the way a client written from it would: a typed client generated from the document the
// server serves, checked against the contracts' response schemas, so the document cannot drift from the server.
import { readFile } from 'node:fs/promises';
import {
  adminStatsSchema,
  adminUserSchema,
  creditsSchema,
  errorBodySchema,
  introductionEnvelopeSchema,
  introductionSchema,
  meSchema,
  profileResponseSchema,
  purchaseResultSchema,
  signedInSchema,
  testCardResultSchema,
  versionSchema,
} from '@firstwords/contracts';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectPath } from '../../src/config/paths.js';
import { startTestApp, type TestApp } from '../app.js';
import { clientTypesOf } from './client-types.js';
import type { paths } from './rest-api.js';

const ANSWERS = {
  fullName: 'Grace Hopper',
  purpose: 'job',
  identity: 'a computer scientist who makes machines speak human languages',
  role: 'Senior Software Engineer',
  audience: 'Hiring managers at language-tooling companies',
  mission: 'make programming approachable for everyone',
  context: 'An interview for a compiler team',
} as const;

describe('the REST contract', () => {
  let app: TestApp;
  let document: { paths: Record<string, unknown> };
  const client = (token?: string) =>
    createClient<paths>({ baseUrl: app.baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await startTestApp();
    document = await (await fetch(`${app.baseUrl}/api/openapi.json`)).json();
  });
  afterAll(async () => app.close());

  it('serves the committed document, and the typed client is generated from it', async () => {
    expect(`${JSON.stringify(document, null, 2)}\n`).toBe(await readFile(projectPath('openapi.json'), 'utf8'));
    expect(await clientTypesOf(document)).toBe(await readFile(projectPath('api', 'test', 'rest-client', 'rest-api.ts'), 'utf8'));
  });

  it('documents only operations the server has', async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      // Mounted only with a Stripe key; the test app runs in test mode.
      if (path === '/api/stripe/webhook') continue;
      for (const method of Object.keys(operations as object)) {
        // Asked as a stranger with no body, a known operation refuses (401, 400) or answers; an unknown one is the
        // API's 404 "Not found".
        const response = await fetch(`${app.baseUrl}${path.replace(/\{[^}]+\}/g, '1')}`, { method: method.toUpperCase() });
        const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
        expect({ operation: `${method} ${path}`, body }).not.toEqual({ operation: `${method} ${path}`, body: { message: 'Not found' } });
      }
    }
  });

  it('signs in, writes an introduction, lists it, buys credits in test mode and reads the admin statistics', async () => {
    const signIn = await client().POST('/api/auth/dev-login', { body: { email: 'contract@example.com' } });
    const { token } = signedInSchema.parse(signIn.data);
    const grace = client(token);

    const refused = await grace.POST('/api/introductions', { body: { ...ANSWERS, fullName: '' } });
    expect(refused.response.status).toBe(400);
    expect(errorBodySchema.parse(refused.error)).toMatchObject({ fieldErrors: { fullName: 'Full name is required' } });

    const created = await grace.POST('/api/introductions', { body: ANSWERS });
    expect(created.response.status).toBe(201);
    const { introduction } = introductionEnvelopeSchema.parse(created.data);
    expect(introduction).toMatchObject({ purpose: 'job', fullName: 'Grace Hopper', communicationStyle: 'professional' });

    const listed = await grace.GET('/api/introductions', { params: { query: { limit: 10 } } });
    expect(
      z
        .array(introductionSchema)
        .parse(listed.data)
        .map(({ id }) => id),
    ).toEqual([introduction.id]);
    const versions = await grace.GET('/api/introductions/{id}/versions', {
      params: { path: { id: introduction.id }, query: { purpose: 'job' } },
    });
    expect(z.array(versionSchema).parse(versions.data)).toMatchObject([{ purpose: 'job', origin: 'generated' }]);
    expect(meSchema.parse((await grace.GET('/api/auth/me')).data).user.email).toBe('contract@example.com');
    expect(profileResponseSchema.parse((await grace.GET('/api/profile')).data)).toMatchObject({ careerGoal: null });

    const intent = await grace.POST('/api/credits/create-payment-intent', { body: { packageId: 'package_basic' } });
    const clientSecret = intent.data?.clientSecret ?? '';
    const paid = await grace.POST('/api/payments/test-mode/confirm', { body: { clientSecret, cardNumber: '4242 4242 4242 4242' } });
    const { paymentIntentId } = testCardResultSchema.parse(paid.data);
    const bought = await grace.POST('/api/credits/confirm-purchase', { body: { paymentIntentId } });
    expect(purchaseResultSchema.parse(bought.data)).toEqual({ success: true, creditsAdded: 5 });
    // Three free a day, one spent, five bought.
    expect(creditsSchema.parse((await grace.GET('/api/credits')).data).remaining).toBe(7);

    const notAdmin = await grace.GET('/api/admin/stats');
    expect(notAdmin.response.status).toBe(403);
    const admin = await client().POST('/api/auth/admin-login', { body: { email: 'admin@example.com', password: 'change-me-admin' } });
    const stats = await client(signedInSchema.parse(admin.data).token).GET('/api/admin/stats');
    expect(adminStatsSchema.parse(stats.data)).toMatchObject({ totalIntroductions: 1, introductionTypes: { job: 1 } });
    const users = await client(signedInSchema.parse(admin.data).token).GET('/api/admin/users', { params: { query: { limit: 5 } } });
    expect(z.array(adminUserSchema).parse(users.data).length).toBeGreaterThan(0);
  });
});
