import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

describe('deleting my account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const sql = <T>(query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
  const rowsOf = async (userId: string) => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'sessions', 'credits', 'introductions', 'introduction_feedback', 'feedback']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [row] = await sql<{ count: string }>(`select count(*) from ${table} where ${column} = ?`, [userId]);
      counts[table] = Number(row?.count);
    }
    return counts;
  };

  /** Everything a person leaves behind: an introduction and its rating, feedback, a profile and a paid purchase. */
  async function aFullAccount(email: string): Promise<{ user: SignedInUser; paymentIntentId: string }> {
    const user = await devLogin(app, email);
    const { id } = (await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, user.headers)).body.introduction;
    await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating: 5 }, user.headers);
    await json(app, 'POST', '/api/feedback', { feedback: 'A thought about the product.' }, user.headers);
    await json(app, 'PUT', '/api/profile', { firstName: 'Ada', careerGoal: 'Lead a team' }, user.headers);
    const { clientSecret } = (await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, user.headers))
      .body;
    const paymentIntentId = (clientSecret as string).split('_secret_')[0] ?? '';
    await json(app, 'POST', '/api/payments/test-mode/confirm', { clientSecret, cardNumber: '4242424242424242' }, user.headers);
    expect((await json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId }, user.headers)).body).toMatchObject({
      creditsAdded: 5,
    });
    return { user, paymentIntentId };
  }

  it('removes the person and everything theirs, keeps the payment without them, and signs them out', async () => {
    const { user, paymentIntentId } = await aFullAccount('leaving@example.com');
    expect(await rowsOf(user.user.id)).toEqual({
      users: 1,
      sessions: 1,
      credits: 1,
      introductions: 1,
      introduction_feedback: 1,
      feedback: 1,
    });

    const deleted = await json(app, 'DELETE', '/api/account', undefined, user.headers);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await rowsOf(user.user.id)).toEqual({
      users: 0,
      sessions: 0,
      credits: 0,
      introductions: 0,
      introduction_feedback: 0,
      feedback: 0,
    });
    expect(await sql('select user_id, credits from payments where provider_payment_id = ?', [paymentIntentId])).toEqual([
      { user_id: null, credits: 5 },
    ]);
    expect((await json(app, 'GET', '/api/credits', undefined, user.headers)).status).toBe(401);

    const again = await devLogin(app, 'leaving@example.com');
    expect(again.user.id).not.toBe(user.user.id);
    expect((await json(app, 'GET', '/api/credits', undefined, again.headers)).body).toMatchObject({ remaining: 3 });
  });

  it('works over GraphQL too', async () => {
    const { user } = await aFullAccount('leaving-by-graphql@example.com');
    const response = await graphql(app, 'mutation { deleteAccount }', {}, user.headers);
    expect(response.body).toEqual({ data: { deleteAccount: true } });
    expect((await rowsOf(user.user.id)).users).toBe(0);
  });

  it('is refused to the admin, whose account the settings define, and to anyone signed out', async () => {
    const admin = await adminLogin(app);
    const refused = await json(app, 'DELETE', '/api/account', undefined, admin.headers);
    expect(refused.status).toBe(403);
    expect((await rowsOf(admin.user.id)).users).toBe(1);
    expect((await json(app, 'DELETE', '/api/account')).status).toBe(401);
  });
});
