import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { devLogin, graphql, json } from '../../../test/http.js';

const DAY = 24 * 60 * 60 * 1000;

const CREDITS_QUERY = `{ credits { remaining unlimited dailyAllowance freeRemaining purchasedRemaining
  isPremium isSubscribed subscriptionStatus nextBillingDate } }`;

describe('credits balance', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);

  it('a new user has 3 free credits today, the same over REST and GraphQL', async () => {
    const { headers } = await devLogin(app, 'ada@example.com');
    const rest = await json(app, 'GET', '/api/credits', undefined, headers);
    const tomorrow = clock.now();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(rest).toMatchObject({
      status: 200,
      body: {
        remaining: 3,
        isPremium: false,
        isSubscribed: false,
        subscriptionStatus: null,
        nextBillingDate: null,
        resetDate: tomorrow.toISOString(),
        freeRemaining: 3,
        purchasedRemaining: 0,
        dailyAllowance: 3,
      },
    });
    const viaGraphql = await graphql(app, CREDITS_QUERY, {}, headers);
    expect(viaGraphql.body).toEqual({
      data: {
        credits: {
          remaining: 3,
          unlimited: false,
          dailyAllowance: 3,
          freeRemaining: 3,
          purchasedRemaining: 0,
          isPremium: false,
          isSubscribed: false,
          subscriptionStatus: null,
          nextBillingDate: null,
        },
      },
    });
  });

  it('adds purchased credits to the free ones', async () => {
    const { user, headers } = await devLogin(app, 'grace@example.com');
    await sql('update credits set free_remaining = 1, purchased_remaining = 50 where user_id = ?', [user.id]);
    const { body } = await json(app, 'GET', '/api/credits', undefined, headers);
    expect(body).toMatchObject({ remaining: 51, freeRemaining: 1, purchasedRemaining: 50 });
  });

  it('premium is unlimited: remaining is -1', async () => {
    const { user, headers } = await devLogin(app, 'linus@example.com');
    await sql(
      `update credits set is_premium = true, is_subscribed = true, subscription_status = 'active',
       next_billing_date = '2030-01-05T00:00:00Z' where user_id = ?`,
      [user.id],
    );
    const { body } = await json(app, 'GET', '/api/credits', undefined, headers);
    expect(body).toMatchObject({
      remaining: -1,
      isPremium: true,
      isSubscribed: true,
      subscriptionStatus: 'active',
      nextBillingDate: '2030-01-05T00:00:00.000Z',
    });
    const viaGraphql = await graphql(app, '{ credits { remaining unlimited nextBillingDate } }', {}, headers);
    expect(viaGraphql.body.data.credits).toEqual({ remaining: -1, unlimited: true, nextBillingDate: '2030-01-05T00:00:00.000Z' });
  });

  it('the free allowance is full again on a new UTC day', async () => {
    const { user, headers } = await devLogin(app, 'hedy@example.com');
    await sql('update credits set free_remaining = 0 where user_id = ?', [user.id]);
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({ remaining: 0, freeRemaining: 0 });
    const midnight = clock.now();
    midnight.setUTCHours(24, 0, 0, 0);
    clock.advance(midnight.getTime() - clock.now().getTime() - 1);
    expect((await json(app, 'GET', '/api/credits', undefined, headers)).body).toMatchObject({
      remaining: 0,
      resetDate: midnight.toISOString(),
    });
    clock.advance(1);
    const { body } = await json(app, 'GET', '/api/credits', undefined, headers);
    expect(body).toMatchObject({ remaining: 3, freeRemaining: 3, resetDate: new Date(midnight.getTime() + DAY).toISOString() });
  });

  it('needs a signed-in user, and refuses an x-user-id naming someone else', async () => {
    const { headers } = await devLogin(app, 'alan@example.com');
    const other = await devLogin(app, 'katherine@example.com');
    expect((await json(app, 'GET', '/api/credits')).status).toBe(401);
    expect((await json(app, 'GET', '/api/credits', undefined, { ...headers, 'x-user-id': other.user.id })).status).toBe(403);
    const anonymous = await graphql(app, CREDITS_QUERY);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
