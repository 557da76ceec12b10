import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { seedDatabase } from '../../../test/seed/seed-database.js';
import {
  INTRODUCTION_COUNT_SQL,
  INTRODUCTIONS_BY_DAY_SQL,
  INTRODUCTIONS_PAGE_SQL,
  PURPOSE_COUNTS_SQL,
  TOTALS_SQL,
} from './admin.queries.js';

const USERS = 5_000;
const INTRODUCTIONS = 100_000;

const STATS = `{ adminStats {
  totalUsers totalIntroductions tailoredIntroductions sharedTexts freeCreditsUsed premiumUsers subscribedUsers premiumOnlyUsers
  introductionTypes { purpose count }
  recentIntroductions { id userId username purpose createdAt }
} }`;

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const countWhere = (count: number, test: (row: number) => boolean) => range(count).filter(test).length;

/** The figures the seed's documented mix gives, worked out from its parameters alone. */
function expectedFromSeed() {
  // Rows 0-3 of every ten are linkedin, 4-6 job, 7-8 pitch, 9 business.
  const purposeOf = (row: number) => (row % 10 < 4 ? 'linkedin' : row % 10 < 7 ? 'job' : row % 10 < 9 ? 'pitch' : 'business');
  return {
    premiumUsers: countWhere(USERS, (row) => row % 10 === 0),
    subscribedUsers: countWhere(USERS, (row) => [0, 10, 20].includes(row % 100)),
    freeCreditsUsed: range(USERS).reduce((sum, row) => sum + ((row * 7) % 50), 0),
    purposes: Object.fromEntries(
      ['linkedin', 'job', 'pitch', 'business'].map((purpose) => [purpose, countWhere(INTRODUCTIONS, (row) => purposeOf(row) === purpose)]),
    ),
  };
}

function utcDay(daysAgo: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo)).toISOString().slice(0, 10);
}

describe('admin statistics on a seeded database of 100,000 introductions', () => {
  let app: TestApp;
  let admin: SignedInUser;
  let before: { users: number; freeUsed: number; premium: number; subscribed: number };
  const sql = <T extends object[]>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T>(query, params);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
    [before] = await sql<[typeof before]>(
      `select (select count(*)::int from users) as users, (select coalesce(sum(free_used), 0)::int from credits) as "freeUsed",
              (select count(*)::int from credits where is_premium) as premium,
              (select count(*)::int from credits where is_subscribed) as subscribed`,
    );
    await seedDatabase(app.db.orm.em.fork(), { users: USERS, introductions: INTRODUCTIONS, days: 60 });
  }, 120_000);
  afterAll(async () => app.close());

  it('gives the totals, premium and subscribed counts, free credits used and counts per purpose', async () => {
    const expected = expectedFromSeed();
    const { adminStats } = (await graphql(app, STATS, {}, admin.headers)).body.data;
    expect(adminStats).toMatchObject({
      totalUsers: before.users + USERS,
      totalIntroductions: INTRODUCTIONS,
      freeCreditsUsed: before.freeUsed + expected.freeCreditsUsed,
      premiumUsers: before.premium + expected.premiumUsers,
      subscribedUsers: before.subscribed + expected.subscribedUsers,
      premiumOnlyUsers: before.premium - before.subscribed + expected.premiumUsers - expected.subscribedUsers,
      sharedTexts: 0,
    });
    expect(adminStats.introductionTypes).toEqual(Object.entries(expected.purposes).map(([purpose, count]) => ({ purpose, count })));

    const rest = await json(app, 'GET', '/api/admin/stats', undefined, admin.headers);
    expect(rest.body).toEqual({ ...adminStats, introductionTypes: expected.purposes });
  });

  it('counts a subscriber who is not premium as subscribed, never as free or premium: three groups apart', async () => {
    const stats = async () => (await graphql(app, STATS, {}, admin.headers)).body.data.adminStats;
    const was = await stats();
    const subscriber = await devLogin(app, 'monthly-only@example.com');
    const started = await json(app, 'POST', '/api/credits/subscribe', {}, subscriber.headers);
    const paid = { clientSecret: started.body.clientSecret, cardNumber: '4242424242424242' };
    expect((await json(app, 'POST', '/api/payments/test-mode/confirm', paid, subscriber.headers)).status).toBe(200);
    const now = await stats();
    expect(now).toMatchObject({
      totalUsers: was.totalUsers + 1,
      premiumUsers: was.premiumUsers,
      subscribedUsers: was.subscribedUsers + 1,
      premiumOnlyUsers: was.premiumOnlyUsers,
    });
    const [{ free }] = await sql<[{ free: number }]>(
      'select count(*)::int as free from credits where not is_premium and not is_subscribed',
    );
    expect(now.totalUsers - now.premiumOnlyUsers - now.subscribedUsers).toBe(free);
  });

  it('lists the 10 newest introductions with their authors', async () => {
    const newest = await sql<{ id: number; username: string }[]>(
      `select i.id, u.username from introductions i join users u on u.id = i.user_id order by i.created_at desc limit 10`,
    );
    const { recentIntroductions } = (await graphql(app, STATS, {}, admin.headers)).body.data.adminStats;
    expect(recentIntroductions.map((row: { id: number; username: string }) => [row.id, row.username])).toEqual(
      newest.map((row) => [row.id, row.username]),
    );
  });

  it('counts introductions per UTC day over the last 30 days', async () => {
    const rows = await sql<{ day: string }[]>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from introductions
       where created_at > now() - interval '31 days'`,
    );
    const perDay = new Map<string, number>();
    for (const { day } of rows) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    const days = range(30).map((n) => utcDay(30 - n));

    const response = await json(app, 'GET', '/api/admin/introductions?limit=1', undefined, admin.headers);
    expect(response.body.introsByDay).toEqual(Object.fromEntries(days.map((day) => [day, perDay.get(day) ?? 0])));
    expect(Object.values(response.body.introsByDay as Record<string, number>).every((count) => count > 0)).toBe(true);
  });

  it('counts from the daily counters, never reading the introductions table; lists the newest by index', async () => {
    const explain = async (query: string, params: unknown[]) =>
      (await sql<{ 'QUERY PLAN': string }[]>(`explain ${query}`, params)).map((row) => row['QUERY PLAN']).join('\n');
    const counts = [
      [TOTALS_SQL, []],
      [PURPOSE_COUNTS_SQL, []],
      [INTRODUCTION_COUNT_SQL, []],
      [INTRODUCTIONS_BY_DAY_SQL, [utcDay(29), utcDay(29), 30]],
    ] as const;
    for (const [query, params] of counts) {
      const plan = await explain(query, [...params]);
      expect(plan, plan).toContain('introduction_daily_counts');
      expect(plan, plan).not.toMatch(/ on introductions\b/);
    }
    for (const limit of [10, 50]) {
      const plan = await explain(INTRODUCTIONS_PAGE_SQL, [limit, 0]);
      expect(plan).toMatch(/Index (Only )?Scan( Backward)? using introductions_/);
      expect(plan, plan).not.toContain('Seq Scan on introductions');
    }
  });

  it('keeps the counts true when introductions are deleted, moved or the table is emptied', async () => {
    const figures = async () => {
      const { adminStats } = (await graphql(app, STATS, {}, admin.headers)).body.data;
      const byDay = (await json(app, 'GET', '/api/admin/introductions?limit=1', undefined, admin.headers)).body;
      return {
        total: adminStats.totalIntroductions,
        tailored: adminStats.tailoredIntroductions,
        types: adminStats.introductionTypes,
        byDay: byDay.introsByDay,
        listed: byDay.total,
      };
    };
    const counted = async () => {
      const [row] = await sql<[{ total: number; tailored: number; linkedin: number; today: number }]>(
        `select count(*)::int as total, (count(*) filter (where advert is not null))::int as tailored,
                (count(*) filter (where purpose = 'linkedin'))::int as linkedin,
                (count(*) filter (where (created_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date))::int as today
         from introductions`,
      );
      return row;
    };
    const expectAgreement = async () => {
      const [actual, shown] = [await counted(), await figures()];
      expect(shown.total).toBe(actual.total);
      expect(shown.listed).toBe(actual.total);
      expect(shown.tailored).toBe(actual.tailored);
      expect(shown.types.find((type: { purpose: string }) => type.purpose === 'linkedin').count).toBe(actual.linkedin);
      expect(shown.byDay[utcDay(0)]).toBe(actual.today);
    };

    await sql(`delete from introductions where id in (select id from introductions order by id limit 1000)`);
    await expectAgreement();
    // Tailored: an advert set on existing introductions, then some of those deleted, some without it again.
    await sql(`update introductions set advert = 'Head of Finance' where id in (select id from introductions order by id limit 300)`);
    await expectAgreement();
    expect((await figures()).tailored).toBe(300);
    await sql(`delete from introductions where id in (select id from introductions where advert is not null order by id limit 50)`);
    await sql(
      `update introductions set advert = null where id in (select id from introductions where advert is not null order by id limit 50)`,
    );
    await expectAgreement();
    expect((await figures()).tailored).toBe(200);
    await sql(`update introductions set purpose = 'linkedin', created_at = now()
               where id in (select id from introductions where purpose = 'job' order by id limit 500)`);
    await expectAgreement();
    await sql('truncate introductions cascade');
    await expectAgreement();
    expect((await figures()).total).toBe(0);
  });
});
