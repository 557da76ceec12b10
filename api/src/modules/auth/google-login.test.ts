import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { FakeGoogleIssuer } from '../../../test/fakes/google-tokens.js';
import { json } from '../../../test/http.js';

const CLIENT_ID = 'firstwords-test.apps.googleusercontent.com';
const FAILED = { message: 'Google login failed. Please try again.' };

describe('Google sign-in', () => {
  const google = new FakeGoogleIssuer(CLIENT_ID);
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID }, { serviceOptions: { googleCertificates: google.certificates } });
  });
  afterAll(async () => app.close());

  const signIn = (credential: string) => json(app, 'POST', '/api/auth/google', { credential });

  async function userCount(): Promise<number> {
    const [row] = await app.db.orm.em.fork().getConnection().execute('select count(*)::int as n from users');
    return (row as { n: number }).n;
  }

  async function freeCreditsOf(userId: string): Promise<unknown> {
    const [row] = await app.db.orm.em.fork().getConnection().execute('select free_remaining from credits where user_id = ?', [userId]);
    return row;
  }

  it('creates the user from a good token, keyed on its subject, with 3 free credits and a session', async () => {
    const response = await signIn(google.signIdToken(google.claims({ sub: 'google-ada', email: 'Ada@Example.com' })));
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      id: expect.any(String),
      username: 'ada@example.com',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: 'https://lh3.googleusercontent.com/a/ada',
      role: 'user',
    });
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(await freeCreditsOf(response.body.user.id)).toEqual({ free_remaining: 3 });
    const me = await json(app, 'GET', '/api/auth/me', undefined, { authorization: `Bearer ${response.body.token}` });
    expect(me.body.user.id).toBe(response.body.user.id);
  });

  it('updates the same user when the account comes back with a changed e-mail', async () => {
    const first = await signIn(google.signIdToken(google.claims({ sub: 'google-grace', email: 'grace@old.example' })));
    const second = await signIn(
      google.signIdToken(google.claims({ sub: 'google-grace', email: 'grace@new.example', name: 'Grace Hopper' })),
    );
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({
      id: first.body.user.id,
      username: 'grace@new.example',
      email: 'grace@new.example',
      displayName: 'Grace Hopper',
    });
  });

  it('signs in an account without an e-mail under its subject', async () => {
    const { email: _email, email_verified: _verified, ...claims } = google.claims({ sub: 'google-no-email' });
    const response = await signIn(google.signIdToken(claims));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username: 'google-no-email', email: null });
  });

  it('links a Google account to the existing account with its e-mail', async () => {
    const [existing] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into users (id, username, email) values (gen_random_uuid(), 'linus@example.com', 'linus@example.com') returning id`,
      );
    const response = await signIn(google.signIdToken(google.claims({ sub: 'google-linus', email: 'linus@example.com' })));
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(existing?.id);
  });

  it('refuses an e-mail that another Google account or the admin holds, changing nothing', async () => {
    await signIn(google.signIdToken(google.claims({ sub: 'google-hedy', email: 'hedy@example.com' })));
    const before = await userCount();
    for (const email of ['hedy@example.com', 'admin@example.com']) {
      const response = await signIn(google.signIdToken(google.claims({ sub: `google-other-${email}`, email })));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This e-mail address already belongs to another account.' });
    }
    expect(await userCount()).toBe(before);
  });

  const now = Math.floor(Date.now() / 1000);
  const forgingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const refused: [string, () => string][] = [
    ['for another audience', () => google.signIdToken(google.claims({ aud: 'someone-else.apps.googleusercontent.com' }))],
    ['expired', () => google.signIdToken(google.claims({ iat: now - 7200, exp: now - 3600 }))],
    ['with an unverified e-mail', () => google.signIdToken(google.claims({ email_verified: false }))],
    ['from another issuer', () => google.signIdToken(google.claims({ iss: 'https://accounts.example.com' }))],
    ['signed with a key Google never published', () => google.signIdToken(google.claims(), forgingKey)],
    [
      'whose claims were changed after signing',
      () => {
        const [header, , signature] = google.signIdToken(google.claims()).split('.');
        const changed = Buffer.from(JSON.stringify(google.claims({ sub: 'someone-else' }))).toString('base64url');
        return `${header}.${changed}.${signature}`;
      },
    ],
    ['that is not a token at all', () => 'not-a-jwt'],
  ];

  it.each(refused)('refuses a token %s with 401 and creates nothing', async (_case, token) => {
    const before = await userCount();
    const response = await signIn(token());
    expect(response.status).toBe(401);
    expect(response.body).toEqual(FAILED);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it('turns development sign-in off', async () => {
    const response = await json(app, 'POST', '/api/auth/dev-login', { email: 'dev@example.com' });
    expect(response.status).toBe(404);
  });
});

describe('Google sign-in when it is not configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('answers 404', async () => {
    const response = await json(app, 'POST', '/api/auth/google', { credential: 'anything' });
    expect(response.status).toBe(404);
  });
});

describe('sign-in in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://firstwords.example',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      ADMIN_EMAIL: 'owner@firstwords.example',
      ADMIN_PASSWORD: 'a long production password',
      STRIPE_SECRET_KEY: 'sk_test_production_check',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_production_check',
      STRIPE_WEBHOOK_SECRET: 'whsec_production_check',
    });
  });
  afterAll(async () => app.close());

  it('has no development sign-in', async () => {
    const response = await json(app, 'POST', '/api/auth/dev-login', { email: 'dev@example.com' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
