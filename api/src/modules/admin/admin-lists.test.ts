import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { seedDatabase } from '../../../test/seed/seed-database.js';

interface Row {
  id: string | number;
  createdAt: string;
}

/** Newest first, ties broken by the higher id. */
function isNewestFirst(rows: Row[]): boolean {
  return rows.every((row, index) => {
    const next = rows[index + 1];
    if (next === undefined) return true;
    return row.createdAt > next.createdAt || (row.createdAt === next.createdAt && String(row.id) !== String(next.id));
  });
}

describe('admin lists: pages, order and totals', () => {
  let app: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
    await seedDatabase(app.db.orm.em.fork(), { users: 130, introductions: 260, days: 20 });
  });
  afterAll(async () => app.close());

  it('pages of introductions cover every introduction once, newest first, over GraphQL and REST', async () => {
    const seen: Row[] = [];
    for (let offset = 0; offset < 300; offset += 100) {
      const page = await graphql(
        app,
        'query($offset: Int!) { adminIntroductions(offset: $offset, limit: 100) { total items { id userId username purpose createdAt } } }',
        { offset },
        admin.headers,
      );
      expect(page.body.errors).toBeUndefined();
      expect(page.body.data.adminIntroductions.total).toBe(260);
      seen.push(...page.body.data.adminIntroductions.items);
    }
    expect(seen).toHaveLength(260);
    expect(new Set(seen.map((row) => row.id)).size).toBe(260);
    expect(isNewestFirst(seen)).toBe(true);
    expect(seen[0]).toMatchObject({ username: expect.stringMatching(/^seed-.*@example\.test$/), purpose: expect.any(String) });

    const rest = await json(app, 'GET', '/api/admin/introductions?offset=100&limit=20', undefined, admin.headers);
    expect(rest.body.total).toBe(260);
    expect(rest.body.introductions).toEqual(seen.slice(100, 120));
  });

  it('pages of users cover every user once, newest first, with the total in X-Total-Count', async () => {
    const first = await json(app, 'GET', '/api/admin/users', undefined, admin.headers);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(131);
    expect(first.body).toHaveLength(50);
    const rest = [];
    for (let offset = 50; offset < total; offset += 50) {
      rest.push(...(await json(app, 'GET', `/api/admin/users?offset=${offset}`, undefined, admin.headers)).body);
    }
    const all = [...first.body, ...rest];
    expect(new Set(all.map((user) => user.id)).size).toBe(total);
    expect(isNewestFirst(all)).toBe(true);
    expect(Object.keys(all[0]).sort()).toEqual([
      'createdAt',
      'creditsReversed',
      'email',
      'firstName',
      'id',
      'isPremium',
      'isSubscribed',
      'lastName',
      'remainingCredits',
      'subscriptionStatus',
      'username',
    ]);

    const portal = await json(app, 'GET', '/api/admin-portal/users?offset=10&limit=5', undefined, admin.headers);
    expect(Object.keys(portal.body)).toEqual(['users']);
    expect(portal.headers.get('x-total-count')).toBe(String(total));
    expect(portal.body.users).toEqual(all.slice(10, 15));

    const gql = await graphql(app, '{ adminUsers(offset: 10, limit: 5) { total items { id } } }', {}, admin.headers);
    expect(gql.body.data.adminUsers.total).toBe(total);
    const ids = (users: Array<{ id: string }>) => users.map((user) => user.id);
    expect(ids(gql.body.data.adminUsers.items)).toEqual(ids(all.slice(10, 15)));
  });

  it('refuses a page size outside 1 to 100 or a negative offset', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1']) {
      const response = await json(app, 'GET', `/api/admin/introductions?${query}`, undefined, admin.headers);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^(Limit must be a whole number from 1 to 100|Offset must be .*)$/);
    }
    const gql = await graphql(app, '{ adminUsers(limit: 500) { total } }', {}, admin.headers);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { limit: expect.any(String) } });
  });
});

describe('remaining credits in the users list', () => {
  let app: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
  });
  afterAll(async () => app.close());

  const setCredits = (userId: string, assignments: string) =>
    app.db.orm.em.fork().getConnection().execute(`update credits set ${assignments} where user_id = ?`, [userId]);

  it("counts free plus purchased, refills yesterday's allowance, and shows -1 for premium", async () => {
    const [spentToday, spentYesterday, premium] = await Promise.all(
      ['today@example.com', 'yesterday@example.com', 'premium@example.com'].map((email) => devLogin(app, email)),
    );
    await setCredits(spentToday!.user.id, 'free_remaining = 1, purchased_remaining = 2');
    await setCredits(spentYesterday!.user.id, 'free_remaining = 0, purchased_remaining = 5, reset_date = current_date - 1');
    await setCredits(premium!.user.id, "is_premium = true, is_subscribed = true, subscription_status = 'active'");

    const users = await json(app, 'GET', '/api/admin/users', undefined, admin.headers);
    const byEmail = new Map(users.body.map((user: { email: string }) => [user.email, user]));
    expect(byEmail.get('today@example.com')).toMatchObject({ remainingCredits: 3, isPremium: false, subscriptionStatus: null });
    expect(byEmail.get('yesterday@example.com')).toMatchObject({ remainingCredits: 8 });
    expect(byEmail.get('premium@example.com')).toMatchObject({
      remainingCredits: -1,
      isPremium: true,
      isSubscribed: true,
      subscriptionStatus: 'active',
    });
    // The list agrees with what each user sees on their own credits page.
    for (const user of [spentToday!, spentYesterday!, premium!]) {
      const own = await json(app, 'GET', '/api/credits', undefined, user.headers);
      expect((byEmail.get(user.user.email) as { remainingCredits: number }).remainingCredits).toBe(own.body.remaining);
    }
  });
});

describe('introductions per UTC day', () => {
  let app: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
  });
  afterAll(async () => app.close());

  const todayStart = () => {
    const now = new Date();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  };
  const DAY_MS = 86_400_000;
  const dayLabel = (daysAgo: number) => new Date(todayStart() - daysAgo * DAY_MS).toISOString().slice(0, 10);

  async function writeIntroductionsAt(userId: string, times: number[]) {
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context, created_at)
       select ?, 'job', 'Ada', 'Mathematician', 'Analyst', 'Engineers', 'Compute', 'Meeting', at::timestamptz
       from unnest(string_to_array(?, ',')) as at`,
        [userId, times.map((time) => new Date(time).toISOString()).join(',')],
      );
  }

  it('puts each introduction on its UTC day, shows 30 days ending today and zero-fills empty ones', async () => {
    const { user } = await devLogin(app, 'ada@example.com');
    const start = todayStart();
    await writeIntroductionsAt(user.id, [
      start,
      start, // the first instant of today
      start - 1, // the last millisecond of yesterday
      start - 29 * DAY_MS,
      start - 29 * DAY_MS,
      start - 29 * DAY_MS, // the first day shown
      start - 29 * DAY_MS - 1,
      start - 40 * DAY_MS, // before the window
    ]);
    const expected = Array.from({ length: 30 }, (_, index) => {
      const daysAgo = 29 - index;
      return { day: dayLabel(daysAgo), count: ({ 0: 2, 1: 1, 29: 3 } as Record<number, number>)[daysAgo] ?? 0 };
    });

    const gql = await graphql(app, '{ adminIntroductions { total introsByDay { day count } } }', {}, admin.headers);
    expect(gql.body.data.adminIntroductions).toEqual({ total: 8, introsByDay: expected });
    const rest = await json(app, 'GET', '/api/admin/introductions', undefined, admin.headers);
    expect(rest.body.introsByDay).toEqual(Object.fromEntries(expected.map(({ day, count }) => [day, count])));
    expect(Object.keys(rest.body.introsByDay)).toEqual(expected.map(({ day }) => day));
  });
});
