import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { devLogin, graphql, json } from '../../test/http.js';
import { GENERATION_REQUEST } from '../../test/fixtures/introductions.fixtures.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, one sample a line: `name{label="value",...} number`. */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key = '', text = '']) => [key, text]));
      return { name, labels, value: Number(value) };
    });
}

async function scrape(app: TestApp, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.baseUrl}/metrics`, { headers });
}

/** The value of one series now; 0 before its first count. */
async function valueOf(app: TestApp, name: string, labels: Record<string, string>): Promise<number> {
  const samples = parseSamples(await (await scrape(app)).text());
  const matching = samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching?.value ?? 0;
}

describe('metrics at GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('serves the process metrics in the Prometheus text format', async () => {
    const response = await scrape(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const names = parseSamples(await response.text()).map((sample) => sample.name);
    expect(names).toEqual(expect.arrayContaining(['process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']));
  });

  it('counts generations, the credits they spend, and a refusal for want of credits', async () => {
    const writer = await devLogin(app, 'counted-writer@example.com');
    const before = {
      written: await valueOf(app, 'firstwords_generations_total', { result: 'success' }),
      free: await valueOf(app, 'firstwords_credits_spent_total', { bucket: 'free' }),
      noCredits: await valueOf(app, 'firstwords_errors_total', { code: 'NO_CREDITS' }),
    };
    for (let credit = 0; credit < 3; credit += 1) {
      expect((await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, writer.headers)).status).toBe(201);
    }
    expect((await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, writer.headers)).status).toBe(402);
    expect(await valueOf(app, 'firstwords_generations_total', { result: 'success' })).toBe(before.written + 3);
    expect(await valueOf(app, 'firstwords_credits_spent_total', { bucket: 'free' })).toBe(before.free + 3);
    expect(await valueOf(app, 'firstwords_errors_total', { code: 'NO_CREDITS' })).toBe(before.noCredits + 1);
  });

  it('counts a paid purchase once, however often it is confirmed', async () => {
    const buyer = await devLogin(app, 'counted-buyer@example.com');
    const before = await valueOf(app, 'firstwords_payments_fulfilled_total', { provider: 'test' });
    const started = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    const { clientSecret } = started.body as { clientSecret: string };
    await json(app, 'POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242424242424242' }, buyer.headers);
    const paymentIntentId = clientSecret.split('_secret_')[0];
    for (let call = 0; call < 2; call += 1) {
      expect((await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId }, buyer.headers)).status).toBe(200);
    }
    expect(await valueOf(app, 'firstwords_payments_fulfilled_total', { provider: 'test' })).toBe(before + 1);
  });

  it('counts GraphQL errors by their code', async () => {
    const before = await valueOf(app, 'firstwords_errors_total', { code: 'UNAUTHENTICATED' });
    const signedOut = await graphql(app, '{ credits { remaining } }');
    expect(signedOut.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await valueOf(app, 'firstwords_errors_total', { code: 'UNAUTHENTICATED' })).toBe(before + 1);
  });

  it('times requests by route pattern, never by the URL with its ids', async () => {
    const reader = await devLogin(app, 'timed-reader@example.com');
    expect((await json(app, 'GET', '/api/introductions/987654', undefined, reader.headers)).status).toBe(404);
    const refused = await json(app, 'POST', '/api/auth/admin-login', { email: 'admin@example.com', password: 'wrong-password' });
    expect(refused.status).toBe(401);
    await graphql(app, '{ health }');

    const series = parseSamples(await (await scrape(app)).text()).filter((sample) => sample.name === 'http_request_duration_seconds_count');
    const routes = series.map((sample) => `${sample.labels.method} ${sample.labels.route} ${sample.labels.status}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/introductions/:id 404',
        'POST /api/auth/admin-login 401',
        'POST /graphql 200',
        'POST /api/auth/dev-login 200',
      ]),
    );
    expect(routes.join('\n')).not.toContain('987654');
  });
});

describe('who may read /metrics', () => {
  const production = {
    NODE_ENV: 'production',
    APP_ORIGIN: 'https://firstwords.example',
    GOOGLE_CLIENT_ID: 'firstwords-test.apps.googleusercontent.com',
    ADMIN_EMAIL: 'ops@firstwords.example',
    ADMIN_PASSWORD: 'a-long-production-password',
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
    STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  };
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));
  const start = async (env: Record<string, string>) => {
    const app = await startTestApp(env);
    apps.push(app);
    return app;
  };

  it('with METRICS_TOKEN set, only a scrape bearing that token', async () => {
    const app = await start({ METRICS_TOKEN: 'scrape-token-5f1c' });
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer scrape-token-wrong' })).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer scrape-token-5f1c' })).status).toBe(200);
  });

  it('in production without METRICS_TOKEN, nobody', async () => {
    const app = await start(production);
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer anything' })).status).toBe(401);
  });

  it('in production with METRICS_TOKEN, the scrape bearing it', async () => {
    const app = await start({ ...production, METRICS_TOKEN: 'production-scrape-token' });
    expect((await scrape(app)).status).toBe(401);
    expect((await scrape(app, { authorization: 'Bearer production-scrape-token' })).status).toBe(200);
  });
});
