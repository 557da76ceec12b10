import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, json } from '../../../test/http.js';
import { loadConfig } from '../../config/env.js';
import { ensureAdminAccount } from './admin-account.js';

describe('sessions end when they should', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const sql = <T = unknown>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
  const sessionsOf = async (userId: string) => Number((await sql<{ n: string }>('select count(*) as n from sessions where user_id = ?', [userId]))[0]?.n);

  it('ends a session 90 days after it was opened, however busy it is', async () => {
    const { token, user } = await devLogin(app, 'busy@example.com');
    const me = () => json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${token}` });
    // In use an hour ago, so this request slides the expiry: never past the 90 days.
    await sql(`update sessions set created_at = now() - interval '89 days 23 hours', last_seen_at = now() - interval '2 hours' where user_id = ?`, [user.id]);
    expect((await me()).status).toBe(200);
    const [row] = await sql<{ hours: number }>(`select extract(epoch from expires_at - now()) / 3600 as hours from sessions where user_id = ?`, [user.id]);
    expect(Number(row?.hours)).toBeLessThan(1.01);
    await sql(`update sessions set created_at = now() - interval '90 days 1 minute' where user_id = ?`, [user.id]);
    expect((await me()).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('renews the cookie’s Max-Age when the expiry slides', async () => {
    const signedIn = await json(app, 'POST', '/api/auth/dev-login', { email: 'cookie@example.com' });
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await sql(`update sessions set expires_at = now() + interval '1 day', last_seen_at = now() - interval '2 hours' where user_id = ?`, [signedIn.body.user.id]);
    const slid = await json(app, 'GET', '/api/auth/me', undefined, { cookie });
    expect(slid.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(slid.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(app.config.session.ttlDays * 86_400 - 60);
    // Within the hour nothing slides, and no cookie is sent.
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
    const [former] = await sql<{ role: string; password_hash: string | null }>('select role, password_hash from users where email = ?', [app.config.admin.email]);
    expect(former).toEqual({ role: 'user', password_hash: null });
    const refused = await json(app, 'POST', '/api/auth/admin-login', { email: app.config.admin.email, password: 'a brand new passphrase' });
    expect(refused.status).toBe(401);
    expect((await json(app, 'POST', '/api/auth/admin-login', { email: 'ops@example.com', password: 'another passphrase' })).status).toBe(200);
  });
});
