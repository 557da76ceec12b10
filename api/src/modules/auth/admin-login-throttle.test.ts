import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { json } from '../../../test/http.js';

const ADMIN = 'admin@example.com';
const PASSWORD = 'change-me-admin';
const WAIT = /^Too many attempts\. Please try again in (\d+) (seconds?|minutes?)\.$/;

describe('admin sign-in under attack', () => {
  let app: TestApp;
  const clock = new TestClock();
  // Behind a trusted proxy, X-Forwarded-For names the caller's address.
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' }, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  const signIn = (address: string, password: string, email = ADMIN) =>
    json(app, 'POST', '/api/auth/admin-login', { email, password }, { 'x-forwarded-for': address });

  it('counts each guess before checking it: of 30 at once from one address, 5 are checked and 25 wait', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn('203.0.113.1', `guess-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(answers.find((answer) => answer.status === 429)?.body.message).toMatch(WAIT);
  });

  it('makes each further guess wait longer, and takes one again once the wait is over', async () => {
    for (let guess = 0; guess < 5; guess += 1) expect((await signIn('203.0.113.2', `guess-${guess}`)).status).toBe(401);
    expect((await signIn('203.0.113.2', 'straight away')).body.message).toMatch(/in 2 seconds\.$/);
    clock.advance(1_999);
    expect((await signIn('203.0.113.2', 'a moment too soon')).body.message).toMatch(/in 1 second\.$/);
    clock.advance(1);
    expect((await signIn('203.0.113.2', 'after the wait')).status).toBe(401);
    expect((await signIn('203.0.113.2', 'straight away')).body.message).toMatch(/in 4 seconds\.$/);
  });

  it('never locks the admin out: a known address signs in while the account is attacked from many others', async () => {
    expect((await signIn('198.51.100.7', PASSWORD)).status).toBe(200);
    for (let index = 0; index < 25; index += 1) await signIn(`192.0.2.${index + 10}`, `guess-${index}`);
    expect((await signIn('192.0.2.200', 'one more guess')).body.message).toMatch(WAIT);

    expect((await signIn('198.51.100.7', PASSWORD)).status).toBe(200);
    // From an address it has never used, the admin waits a minute at most.
    const fresh = await signIn('198.51.100.99', PASSWORD);
    expect(fresh.status).toBe(429);
    const [, amount, unit] = WAIT.exec(fresh.body.message) ?? [];
    expect(unit?.startsWith('second') || (unit === 'minute' && amount === '1')).toBe(true);
    // 28 password hashes one after another: about 3 s at the tests' cost, 27 s at production's on a busy machine.
  }, 60_000);

  it('keeps password hashing to a few at a time: a flood is told to wait, and nothing fails', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => signIn(`10.1.${index}.1`, 'guess', `nobody-${index}@example.com`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(answers.some((answer) => answer.body.message === 'Too many sign-ins at once. Please try again in a moment.')).toBe(true);
  });
});
