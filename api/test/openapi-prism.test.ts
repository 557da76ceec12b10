// The REST journeys through Prism (Stoplight's validating proxy), which checks every request and answer against the
// OpenAPI document the server serves. Prism's own answers (problem+json) and its `sl-violations` header fail a step:
// an undocumented status, header or field is caught by a tool no one here wrote.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/lib/free-port.js';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { startTestApp, type TestApp } from './app.js';

const PRISM = fileURLToPath(new URL('dist/index.js', import.meta.resolve('@stoplight/prism-cli/package.json')));
const DIRECTIONS = ['shorter', 'longer', 'more_formal', 'warmer'] as const;

interface Call {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

describe('the REST API behind Prism, validating against openapi.json', () => {
  let app: TestApp;
  let prism: ChildProcess;
  let prismUrl: string;
  let workDirectory: string;
  let prismOutput = '';

  /** One request through Prism; it must answer one of `expected`, with nothing Prism finds against the document. */
  async function send(
    expected: number | number[],
    method: string,
    path: string,
    { token, body, headers = {} }: Call = {},
  ): Promise<Answer> {
    const response = await fetch(`${prismUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const statuses = [expected].flat();
    const seen = {
      step: `${method} ${path}`,
      expectedStatus: statuses.includes(response.status),
      status: response.status,
      violations: response.headers.get('sl-violations'),
      answeredByPrism: response.headers.get('content-type')?.includes('problem+json') ?? false,
    };
    expect(seen, text.slice(0, 2000)).toEqual({ ...seen, expectedStatus: true, violations: null, answeredByPrism: false });
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  beforeAll(async () => {
    app = await startTestApp();
    workDirectory = await mkdtemp(join(tmpdir(), 'firstwords-prism-'));
    const documentPath = join(workDirectory, 'openapi.json');
    await writeFile(documentPath, await (await fetch(`${app.baseUrl}/api/openapi.json`)).text());
    const port = await findFreePort();
    prismUrl = `http://127.0.0.1:${port}`;
    prism = spawn(
      process.execPath,
      [PRISM, 'proxy', '--errors', '--host', '127.0.0.1', '--port', String(port), '-v', 'warn', documentPath, app.baseUrl],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Drained, or Prism blocks on a full pipe; kept to explain a failure.
    const keep = (chunk: Buffer) => (prismOutput = (prismOutput + chunk.toString()).slice(-20_000));
    prism.stdout?.on('data', keep);
    prism.stderr?.on('data', keep);
    for (let attempt = 0; ; attempt += 1) {
      if (prism.exitCode !== null) throw new Error(`Prism exited (${prism.exitCode}):\n${prismOutput}`);
      // Any answer at all: Prism is listening.
      if (
        await fetch(prismUrl).then(
          () => true,
          () => false,
        )
      )
        break;
      if (attempt >= 150) throw new Error(`Prism did not start in 15 s:\n${prismOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (prism && prism.exitCode === null) {
      prism.kill('SIGTERM');
      await once(prism, 'exit');
    }
    await app?.close();
    if (workDirectory) await rm(workDirectory, { recursive: true, force: true });
  });

  it('signs in, writes, reads, refines, edits, rates and deletes an introduction', async () => {
    const { token } = (await send(200, 'POST', '/api/auth/dev-login', { body: { email: 'prism@example.com', name: 'Ada' } })).body;
    await send(200, 'GET', '/api/auth/me', { token });
    await send(200, 'GET', '/api/auth/check-admin', { token });
    expect((await send(200, 'GET', '/api/credits', { token })).body.remaining).toBe(3);
    await send(200, 'GET', '/api/credits/packages');

    const { introduction } = (await send(201, 'POST', '/api/introductions', { token, body: GENERATION_REQUEST })).body;
    const page = await send(200, 'GET', '/api/introductions?limit=1', { token });
    expect(page.body.map(({ id }: { id: number }) => id)).toEqual([introduction.id]);
    await send(200, 'GET', `/api/introductions/${introduction.id}`, { token });

    // A direction the answers do not allow is refused (400) before a credit is spent; one of them is allowed.
    let refinedWith: string | undefined;
    for (const direction of DIRECTIONS) {
      const answer = await send([200, 400], 'POST', `/api/introductions/${introduction.id}/refine`, {
        token,
        body: { purpose: 'linkedin', direction },
      });
      if (answer.status === 200) {
        refinedWith = direction;
        break;
      }
    }
    expect(refinedWith).toBeDefined();

    const edited = await send(201, 'POST', `/api/introductions/${introduction.id}/versions`, {
      token,
      body: { purpose: 'linkedin', text: 'Ada Lovelace: I write programs for engines that do not exist yet.' },
    });
    expect(edited.body.introduction.introductions.linkedin).toMatch(/^Ada Lovelace/);
    const versions = (await send(200, 'GET', `/api/introductions/${introduction.id}/versions?purpose=linkedin`, { token })).body;
    expect(versions.length).toBeGreaterThan(1);
    const first = versions[versions.length - 1];
    await send(200, 'POST', `/api/introductions/${introduction.id}/versions/${first.id}/restore`, { token });
    await send(200, 'POST', '/api/intro-feedback', { token, body: { introductionId: introduction.id, rating: 5, comment: 'Clear.' } });
    await send(200, 'POST', `/api/introductions/${introduction.id}/regenerate`, { token });
    // Three free credits: the introduction, the refinement and the regeneration.
    await send(402, 'POST', '/api/introductions', { token, body: GENERATION_REQUEST });

    // Someone else's introduction, one that does not exist, and a bad request the document's schema cannot see.
    const other = (await send(200, 'POST', '/api/auth/dev-login', { body: { email: 'prism-other@example.com' } })).body.token;
    await send(403, 'GET', `/api/introductions/${introduction.id}`, { token: other });
    await send(404, 'GET', '/api/introductions/2147483647', { token });
    await send(400, 'POST', `/api/introductions/${introduction.id}/versions`, {
      token,
      body: { purpose: 'pitch', text: 'word '.repeat(400) },
    });
    await send(200, 'DELETE', `/api/introductions/${introduction.id}`, { token });
  });

  it('refuses what the middleware in front of every route refuses', async () => {
    const { token, user } = (await send(200, 'POST', '/api/auth/dev-login', { body: { email: 'prism-refusals@example.com' } })).body;
    await send(401, 'GET', '/api/credits', { token: 'no-such-session' });
    await send(401, 'GET', '/api/credits/packages', { headers: { 'x-user-id': user.id } });
    await send(403, 'GET', '/api/credits', { token, headers: { 'x-user-id': '00000000-0000-4000-8000-000000000000' } });
    await send(403, 'GET', '/api/introductions', { token, headers: { 'x-user-id': 'someone-else' } });
    await send(200, 'GET', '/api/credits', { token, headers: { 'x-user-id': user.id } });
    await send(403, 'PUT', '/api/profile', { token, body: { firstName: 'Ada' }, headers: { origin: 'https://elsewhere.example' } });
    await send(400, 'GET', '/api/introductions?limit=1&cursor=not-a-cursor', { token });
    // Valid for the document (it allows more fields), but over the JSON parser's 1 MB.
    await send(413, 'POST', '/api/feedback', { token, body: { feedback: 'Too long to read.', padding: 'x'.repeat(1_100_000) } });
    await send(204, 'POST', '/api/auth/logout', { token });
    await send(401, 'GET', '/api/auth/me', { token });
  });

  it('reads and changes the profile, takes feedback until the hourly limit, and buys credits in test mode', async () => {
    const { token } = (await send(200, 'POST', '/api/auth/dev-login', { body: { email: 'prism-buyer@example.com' } })).body;
    await send(200, 'GET', '/api/profile', { token });
    expect((await send(200, 'PUT', '/api/profile', { token, body: { firstName: 'Grace' } })).body.firstName).toBe('Grace');

    let status = 201;
    for (let sent = 0; status === 201 && sent < 20; sent += 1) {
      status = (await send([201, 429], 'POST', '/api/feedback', { token, body: { feedback: `Thought number ${sent}.` } })).status;
    }
    expect(status).toBe(429);

    await send(400, 'POST', '/api/credits/create-payment-intent', { token, body: { packageId: 'package_none' } });
    const { clientSecret } = (
      await send(200, 'POST', '/api/credits/create-payment-intent', { token, body: { packageId: 'package_basic' } })
    ).body;
    await send(402, 'POST', '/api/payments/test-mode/confirm', { token, body: { clientSecret, cardNumber: '4000 0000 0000 0002' } });
    const { paymentIntentId } = (
      await send(200, 'POST', '/api/payments/test-mode/confirm', { token, body: { clientSecret, cardNumber: '4242 4242 4242 4242' } })
    ).body;
    expect((await send(200, 'POST', '/api/credits/confirm-purchase', { token, body: { paymentIntentId } })).body.creditsAdded).toBe(5);
    expect((await send(200, 'GET', '/api/credits', { token })).body.remaining).toBe(8);
    await send(204, 'DELETE', '/api/account', { token });
  });

  it('answers the admin and the probes as documented', async () => {
    const { token } = (
      await send(200, 'POST', '/api/auth/admin-login', { body: { email: 'admin@example.com', password: 'change-me-admin' } })
    ).body;
    await send(200, 'GET', '/api/admin/stats', { token });
    const users = await send(200, 'GET', '/api/admin/users?limit=5', { token });
    expect(Number(users.headers.get('x-total-count'))).toBeGreaterThan(0);
    await send(200, 'GET', '/healthz');
    expect((await send(200, 'GET', '/readyz')).body).toEqual({ status: 'ready', database: 'up' });
  });
});
