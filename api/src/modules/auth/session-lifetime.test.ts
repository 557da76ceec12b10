import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { adminLogin, devLogin, json } from '../../../test/http.js';
import { loadConfig } from '../../config/env.js';
import { ensureAdminAccount } from './admin-account.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('sessions end when they should', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  const sql = <T = unknown>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
  const sessionsOf = async (userId: string) =>
    Number((await sql<{ n: string }>('select count(*) as n from sessions where user_id = ?', [userId]))[0]?.n);
  const expiryOf = async (userId: string) =>
    new Date(
      Number(
        (
          await sql<{ ms: number }>('select (extract(epoch from expires_at) * 1000)::float8 as ms from sessions where user_id = ?', [
            userId,
          ])
        )[0]?.ms,
      ),
    );

  it('ends a session 90 days after it was opened, however busy it is', async () => {
    const opened = clock.now().getTime();
    const { token, user } = await devLogin(app, 'busy@example.com');
    const me = () => json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });
    // Used every 29 days, it never sits idle for its 30: each use slides the expiry.
    for (let used = 0; used < 3; used += 1) {
      clock.advance(29 * DAY);
      expect((await me()).status).toBe(200);
    }
    clock.advance(2 * DAY + 23 * HOUR);
    expect((await me()).status).toBe(200);
    expect(await expiryOf(user.id)).toEqual(new Date(opened + 90 * DAY));
    clock.advance(HOUR + MINUTE);
    expect((await me()).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('renews the cookie’s Max-Age when the expiry slides', async () => {
    const signedIn = await json(app, 'POST', '/api/auth/dev-login', { email: 'cookie@example.com' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    clock.advance(2 * HOUR);
    const slid = await json(app, 'GET', '/api/auth/me', undefined, { cookie });
    expect(slid.status).toBe(200);
    expect(slid.headers.get('set-cookie')).toContain(`Max-Age=${app.config.session.ttlDays * 86_400};`);
    // Within the hour nothing slides, and no cookie is sent.
    clock.advance(59 * MINUTE);
    expect((await json(app, 'GET', '/api/auth/me', undefined, { cookie })).headers.get('set-cookie')).toBeNull();
  });

  it('"Sign out everywhere" ends every session of the person, and only theirs', async () => {
    const phone = await devLogin(app, 'everywhere@example.com');
    const laptop = await devLogin(app, 'everywhere@example.com');
    const someoneElse = await devLogin(app, 'elsewhere@example.com');
    const out = await json(app, 'POST', '/api/auth/logout-everywhere', undefined, phone.headers);
    expect(out.status).toBe(204);
    for (const device of [phone, laptop]) expect((await json(app, 'GET', '/api/auth/me', undefined, device.headers)).status).toBe(401);
    expect((await json(app, 'GET', '/api/auth/me', undefined, someoneElse.headers)).status).toBe(200);
  });

  it('a new admin password ends the admin’s sessions; a new ADMIN_EMAIL demotes the previous admin', async () => {
    const admin = await adminLogin(app);
    const em = app.db.orm.em.fork();
    await ensureAdminAccount(em, { ...app.config.admin, password: 'a brand new passphrase' });
    expect((await json(app, 'GET', '/api/auth/me', undefined, admin.headers)).status).toBe(401);

    const renewed = await json(app, 'POST', '/api/auth/admin-login', { email: app.config.admin.email, password: 'a brand new passphrase' });
    expect(renewed.status).toBe(200);
    const next = loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'another passphrase' }).admin;
    await ensureAdminAccount(app.db.orm.em.fork(), next);
    expect((await json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${renewed.body.token}` })).status).toBe(401);
    const [former] = await sql<{ role: string; password_hash: string | null }>('select role, password_hash from users where email = ?', [
      app.config.admin.email,
    ]);
    expect(former).toEqual({ role: 'user', password_hash: null });
    const refused = await json(app, 'POST', '/api/auth/admin-login', { email: app.config.admin.email, password: 'a brand new passphrase' });
    expect(refused.status).toBe(401);
    expect((await json(app, 'POST', '/api/auth/admin-login', { email: 'ops@example.com', password: 'another passphrase' })).status).toBe(
      200,
    );
  });
});
