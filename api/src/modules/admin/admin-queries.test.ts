import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { seedDatabase } from '../../../test/seed/seed-database.js';

const REVOKE_PREMIUM = 'mutation($id: ID!) { setUserPremium(userId: $id, isPremium: false) { id } }';

describe('the admin calls do not grow their SQL with the rows', () => {
  let app: TestApp;
  let admin: SignedInUser;
  let someone: SignedInUser;
  beforeAll(async () => {
    // The writings' sweep runs at start, then not again during the calls counted here.
    app = await startTestApp({}, { serviceOptions: { writing: { sweepEveryMs: 3_600_000 } } });
    admin = await adminLogin(app);
    someone = await devLogin(app, 'someone@example.com');
  });
  afterAll(async () => app.close());

  /** The SQL statements the app sends while `run` is in flight. */
  async function countStatements(run: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(app.db.orm.config.getLogger(), 'logQuery');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  const calls: Record<string, () => Promise<unknown>> = {
    'GET /api/admin/stats': () => json(app, 'GET', '/api/admin/stats', undefined, admin.headers),
    'GET /api/admin/users': () => json(app, 'GET', '/api/admin/users?limit=100', undefined, admin.headers),
    'GET /api/admin/introductions': () => json(app, 'GET', '/api/admin/introductions?limit=100', undefined, admin.headers),
    'GET /api/admin-portal/stats': () => json(app, 'GET', '/api/admin-portal/stats', undefined, admin.headers),
    'PUT /api/admin/users/:id/premium': () =>
      json(app, 'PUT', `/api/admin/users/${someone.user.id}/premium`, { isPremium: true }, admin.headers),
    adminStats: () =>
      graphql(app, '{ adminStats { totalUsers introductionTypes { count } recentIntroductions { username } } }', {}, admin.headers),
    adminUsers: () => graphql(app, '{ adminUsers(limit: 100) { total items { id remainingCredits } } }', {}, admin.headers),
    adminIntroductions: () =>
      graphql(app, '{ adminIntroductions(limit: 100) { total items { username } introsByDay { count } } }', {}, admin.headers),
    setUserPremium: () => graphql(app, REVOKE_PREMIUM, { id: someone.user.id }, admin.headers),
  };

  async function countEveryCall(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, call] of Object.entries(calls)) counts[name] = await countStatements(call);
    return counts;
  }

  it('sends the same statements for 30 introductions as for 20,000, whatever the page size', async () => {
    await seedDatabase(app.db.orm.em.fork(), { users: 10, introductions: 30 });
    const small = await countEveryCall();
    await seedDatabase(app.db.orm.em.fork(), { users: 1_000, introductions: 20_000 });
    const large = await countEveryCall();

    expect(large).toEqual(small);
    // A session lookup, then at most three statements of the call's own.
    for (const count of Object.values(small)) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    const page = (await calls['GET /api/admin/introductions']!()) as { body: { introductions: unknown[] } };
    expect(page.body.introductions).toHaveLength(100);
  });
});
