import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { devLogin, graphql, json } from '../../../test/http.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('sign-in and sessions', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  it('development sign-in creates the user with 3 free credits and opens a session', async () => {
    const { user, token, cookie } = await devLogin(app, 'ada@example.com', 'Ada Lovelace');
    expect(user).toMatchObject({ username: 'ada@example.com', email: 'ada@example.com', displayName: 'Ada Lovelace', role: 'user' });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [credits] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute('select free_remaining from credits c join users u on u.id = c.user_id where u.email = ?', ['ada@example.com']);
    expect(credits).toEqual({ free_remaining: 3 });
  });

  it('the token works as a cookie, a bearer token and x-auth-token', async () => {
    const { user, token } = await devLogin(app, 'grace@example.com');
    for (const headers of [{ cookie: `fw_session=${token}` }, { authorization: `Bearer ${token}` }, { 'x-auth-token': token }] as Record<
      string,
      string
    >[]) {
      const me = await json(app, 'GET', '/api/auth/me', undefined, headers);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user: expect.objectContaining({ id: user.id, username: 'grace@example.com' }) });
    }
    const viewer = await graphql(app, '{ me { id username role isPremium } }', {}, { authorization: `Bearer ${token}` });
    expect(viewer.body).toEqual({ data: { me: { id: user.id, username: 'grace@example.com', role: 'user', isPremium: false } } });
  });

  it('signing in again gives a new token and keeps the same user', async () => {
    const first = await devLogin(app, 'linus@example.com');
    const second = await devLogin(app, 'LINUS@example.com');
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it('logout revokes the session', async () => {
    const { token } = await devLogin(app, 'margaret@example.com');
    const auth = { authorization: `Bearer ${token}` };
    expect((await json(app, 'POST', '/api/auth/logout', undefined, auth)).status).toBe(204);
    expect((await json(app, 'GET', '/api/auth/me', undefined, auth)).status).toBe(401);
    const viewer = await graphql(app, '{ me { id } }', {}, auth);
    expect(viewer.body).toEqual({ data: { me: null } });
  });

  it('a tampered or unknown token is anonymous', async () => {
    const { token } = await devLogin(app, 'alan@example.com');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${tampered}` })).status).toBe(401);
  });

  it('a session used after its lifetime is refused and removed', async () => {
    const { token, user } = await devLogin(app, 'expired@example.com');
    clock.advance(app.config.session.ttlDays * DAY);
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
    const [row] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from sessions where user_id = ?', [user.id]);
    expect(row).toEqual({ n: 0 });
  });

  it('a session in use slides its expiry forward, at most once an hour', async () => {
    const { token, user } = await devLogin(app, 'sliding@example.com');
    const opened = clock.now().getTime();
    const connection = app.db.orm.em.fork().getConnection();
    const expiry = async () =>
      (
        await connection.execute<[{ ms: number }]>(
          'select (extract(epoch from expires_at) * 1000)::float8 as ms from sessions where user_id = ?',
          [user.id],
        )
      )[0].ms;
    const me = () => json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });
    const lifetime = app.config.session.ttlDays * DAY;

    clock.advance(30 * MINUTE);
    expect((await me()).status).toBe(200);
    expect(await expiry()).toBe(opened + lifetime);

    clock.advance(31 * MINUTE);
    expect((await me()).status).toBe(200);
    expect(await expiry()).toBe(opened + 61 * MINUTE + lifetime);
  });

  it('x-user-id is never identity: alone it is 401, naming someone else is 403, naming yourself is fine', async () => {
    const { token, user } = await devLogin(app, 'hedy@example.com');
    const other = await devLogin(app, 'katherine@example.com');
    expect((await json(app, 'GET', '/api/auth/me', undefined, { 'x-user-id': user.id })).status).toBe(401);
    const mismatch = await json(app, 'GET', '/api/auth/me', undefined, {
      authorization: `Bearer ${token}`,
      'x-user-id': other.user.id,
    });
    expect(mismatch.status).toBe(403);
    const own = await json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}`, 'x-user-id': user.id });
    expect(own.status).toBe(200);
  });

  it('rejects a malformed e-mail with a clear message', async () => {
    const response = await json(app, 'POST', '/api/auth/dev-login', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });
});

describe('admin login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('signs the seeded admin in with the admin role', async () => {
    const response = await json(app, 'POST', '/api/auth/admin-login', { email: 'admin@example.com', password: 'change-me-admin' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    const check = await json(app, 'GET', '/api/auth/check-admin', undefined, { authorization: `Bearer ${response.body.token}` });
    expect(check.body).toEqual({ isAdmin: true, userId: response.body.user.id });
  });

  it('gives the same message for a wrong password and an unknown e-mail, and a plain user is not an admin', async () => {
    const wrong = await json(
      app,
      'POST',
      '/api/auth/admin-login',
      { email: 'admin@example.com', password: 'nope' },
      { 'x-forwarded-for': '1' },
    );
    const unknown = await json(app, 'POST', '/api/auth/admin-login', { email: 'nobody@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials or insufficient permissions' });
    expect(unknown.body).toEqual(wrong.body);
    const { token } = await devLogin(app, 'plain@example.com');
    const check = await json(app, 'GET', '/api/auth/check-admin', undefined, { authorization: `Bearer ${token}` });
    expect(check.body).toMatchObject({ isAdmin: false });
  });

  it('development sign-in cannot be used to become the admin', async () => {
    const response = await json(app, 'POST', '/api/auth/dev-login', { email: 'admin@example.com' });
    expect(response.status).toBe(403);
  });
});

describe('admin login rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A clock that stands still: on a loaded machine the first wait (2 s) could run out between two requests.
    app = await startTestApp({}, { serviceOptions: { clock: new TestClock() } });
  });
  afterAll(async () => app.close());

  it('stops guessing after 5 failures for one e-mail, even with the right password', async () => {
    const email = 'admin@example.com';
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await json(app, 'POST', '/api/auth/admin-login', { email, password: `guess-${attempt}` });
    }
    expect(last?.status).toBe(401);
    const blocked = await json(app, 'POST', '/api/auth/admin-login', { email, password: 'change-me-admin' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
  });
});
