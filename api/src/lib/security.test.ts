import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { devLogin, json } from '../../test/http.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  APP_ORIGIN: 'https://firstwords.example',
  GOOGLE_CLIENT_ID: 'firstwords-test.apps.googleusercontent.com',
  ADMIN_EMAIL: 'owner@firstwords.example',
  ADMIN_PASSWORD: 'a long production password',
  STRIPE_SECRET_KEY: 'sk_test_security_headers',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_security_headers',
  STRIPE_WEBHOOK_SECRET: 'whsec_security_headers',
};

const post = (app: TestApp, path: string, body: string, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}${path}`, { method: 'POST', body, headers });

async function userExists(app: TestApp, email: string): Promise<boolean> {
  const rows = await app.db.orm.em.fork().getConnection().execute('select 1 from users where email = ?', [email]);
  return rows.length > 0;
}

describe('security headers', () => {
  let webDist: string;
  let plain: TestApp;
  let withProviders: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'firstwords-web-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>FirstWords</title>');
    [plain, withProviders, production] = await Promise.all([
      startTestApp({}, { webDistDirectory: webDist }),
      startTestApp(
        { GOOGLE_CLIENT_ID: 'firstwords-test.apps.googleusercontent.com', STRIPE_PUBLISHABLE_KEY: 'pk_test_headers' },
        { webDistDirectory: webDist },
      ),
      startTestApp(PRODUCTION, { webDistDirectory: webDist }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain, withProviders, production].map((app) => app?.close()));
    await rm(webDist, { recursive: true, force: true });
  });

  const policyOf = async (app: TestApp, path: string, accept = 'text/html') =>
    (await fetch(`${app.baseUrl}${path}`, { headers: { accept } })).headers.get('content-security-policy') ?? '';

  it.each(['/', '/dashboard', '/api/auth/me', '/healthz'])('sends them on %s', async (path) => {
    const response = await fetch(`${plain.baseUrl}${path}`);
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: https:");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets no browser or proxy keep API answers, REST or GraphQL', async () => {
    const { headers } = await devLogin(plain, 'cache@example.com');
    for (const response of [
      await fetch(`${plain.baseUrl}/api/credits`, { headers }),
      await fetch(`${plain.baseUrl}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ credits { remaining } }' }),
      }),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('allows Google and Stripe only when they are configured', async () => {
    const bare = await policyOf(plain, '/');
    expect(bare).not.toContain('google.com');
    expect(bare).not.toContain('stripe.com');
    expect(bare).toContain("script-src 'self';");

    const configured = await policyOf(withProviders, '/');
    expect(configured).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client https:\/\/js\.stripe\.com/);
    expect(configured).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com[^;]*https:\/\/js\.stripe\.com/);
    expect(configured).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com https:\/\/api\.stripe\.com/);
    expect(configured).not.toContain('unsafe-eval');
  });

  it('lets Apollo Sandbox load on /graphql outside production, and only there', async () => {
    const sandbox = await fetch(`${plain.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await sandbox.text()).toContain('embeddable-sandbox');
    const policy = sandbox.headers.get('content-security-policy');
    expect(policy).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(policy).toContain("frame-src 'self' https://sandbox.embed.apollographql.com");
    expect(await policyOf(plain, '/')).not.toContain('apollographql');
    expect(await policyOf(production, '/graphql')).not.toContain('apollographql');
  });

  it('requires HTTPS in production', async () => {
    const response = await fetch(`${production.baseUrl}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(await policyOf(plain, '/')).not.toContain('upgrade-insecure-requests');
  });
});

describe('cross-site request protection', () => {
  let app: TestApp;
  let behindDomain: TestApp;
  beforeAll(async () => {
    [app, behindDomain] = await Promise.all([startTestApp(), startTestApp({ APP_ORIGIN: 'https://firstwords.example' })]);
  });
  afterAll(async () => Promise.all([app, behindDomain].map((each) => each?.close())));

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a REST body sent as %s with 415, as an HTML form would send it',
    async (contentType) => {
      const response = await post(app, '/api/auth/dev-login', 'email=form@example.com', { 'content-type': contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
      expect(await userExists(app, 'form@example.com')).toBe(false);
    },
  );

  it('accepts a state-changing request without a body', async () => {
    const { headers } = await devLogin(app, 'no-body@example.com');
    const response = await fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST', headers });
    expect(response.status).toBe(204);
  });

  it('refuses a REST request from another origin with 403 and changes nothing', async () => {
    const body = JSON.stringify({ email: 'cross-site@example.com' });
    const refused = await post(app, '/api/auth/dev-login', body, {
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(await userExists(app, 'cross-site@example.com')).toBe(false);

    const own = await post(app, '/api/auth/dev-login', body, { 'content-type': 'application/json', origin: app.baseUrl });
    expect(own.status).toBe(200);
  });

  it('compares the Origin with APP_ORIGIN when it is set', async () => {
    const body = JSON.stringify({ email: 'behind-proxy@example.com' });
    const json = { 'content-type': 'application/json' };
    expect((await post(behindDomain, '/api/auth/dev-login', body, { ...json, origin: behindDomain.baseUrl })).status).toBe(403);
    expect((await post(behindDomain, '/api/auth/dev-login', body, { ...json, origin: 'https://firstwords.example' })).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await json(app, 'GET', '/api/auth/me', undefined, { origin: 'https://evil.example' });
    expect(response.status).toBe(401);
  });

  it('blocks GraphQL requests a browser could send cross-site without a preflight', async () => {
    const form = await post(app, '/graphql', JSON.stringify({ query: '{ health }' }), { 'content-type': 'text/plain' });
    const simpleGet = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ health }')}`);
    for (const refused of [form, simpleGet]) {
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors[0].message).toMatch(/Cross-Site Request Forgery/);
    }
    const preflighted = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ health }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await preflighted.json()).toEqual({ data: { health: 'ok' } });
  });
});
