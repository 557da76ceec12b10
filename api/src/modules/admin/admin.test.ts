import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';

const ADMIN_QUERIES = {
  adminStats: '{ adminStats { totalUsers introductionTypes { purpose count } recentIntroductions { id } } }',
  adminUsers: '{ adminUsers { total items { id } } }',
  adminIntroductions: '{ adminIntroductions { total items { id } introsByDay { day count } } }',
  setUserPremium: 'mutation($id: ID!) { setUserPremium(userId: $id, isPremium: true) { id } }',
};

const SET_PREMIUM = `mutation($id: ID!, $on: Boolean!) {
  setUserPremium(userId: $id, isPremium: $on) { id username isPremium remainingCredits }
}`;

describe('who may use the admin API', () => {
  let app: TestApp;
  let admin: SignedInUser;
  let plain: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
    plain = await devLogin(app, 'plain@example.com');
  });
  afterAll(async () => app.close());

  const restCalls = (userId: string): Array<[string, string, unknown?]> => [
    ...['stats', 'users', 'introductions'].flatMap((path): Array<[string, string]> => [
      ['GET', `/api/admin/${path}`],
      ['GET', `/api/admin-portal/${path}`],
    ]),
    ['PUT', `/api/admin/users/${userId}/premium`, { isPremium: true }],
  ];

  async function expectRefused(headers: Record<string, string>, status: number, message: string) {
    for (const [method, path, body] of restCalls(plain.user.id)) {
      const response = await json(app, method, path, body, headers);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status, body: { message } });
    }
    for (const [field, query] of Object.entries(ADMIN_QUERIES)) {
      const response = await graphql(app, query, { id: plain.user.id }, headers);
      expect(response.body.data).toBeNull();
      expect(response.body.errors[0]).toMatchObject({ message, path: [field] });
    }
  }

  it('refuses anonymous callers with 401 "Admin authentication required"', async () => {
    await expectRefused({}, 401, 'Admin authentication required');
  });

  it('refuses a signed-in user who is not an admin with 403', async () => {
    await expectRefused(plain.headers, 403, "You don't have permission to access admin resources");
  });

  it('answers an admin on every path, over REST and GraphQL', async () => {
    for (const [method, path, body] of restCalls(plain.user.id)) {
      const response = await json(app, method, path, body, admin.headers);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    for (const query of Object.values(ADMIN_QUERIES)) {
      const response = await graphql(app, query, { id: plain.user.id }, admin.headers);
      expect(response.body.errors).toBeUndefined();
    }
  });

  it('gives GraphQL error codes the web app can act on', async () => {
    const anonymous = await graphql(app, ADMIN_QUERIES.adminStats);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const user = await graphql(app, ADMIN_QUERIES.adminStats, {}, plain.headers);
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('granting and revoking premium', () => {
  let app: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await adminLogin(app);
  });
  afterAll(async () => app.close());

  it('a granted user has unlimited credits everywhere, and revoking gives back the daily allowance', async () => {
    const ada = await devLogin(app, 'ada@example.com');

    const granted = await graphql(app, SET_PREMIUM, { id: ada.user.id, on: true }, admin.headers);
    expect(granted.body.data.setUserPremium).toEqual({
      id: ada.user.id,
      username: 'ada@example.com',
      isPremium: true,
      remainingCredits: -1,
    });
    const unlimited = await json(app, 'GET', '/api/credits', undefined, ada.headers);
    expect(unlimited.body).toMatchObject({ remaining: -1, isPremium: true });
    const me = await graphql(app, '{ me { isPremium } credits { remaining unlimited } }', {}, ada.headers);
    expect(me.body.data).toEqual({ me: { isPremium: true }, credits: { remaining: -1, unlimited: true } });

    const revoked = await json(app, 'PUT', `/api/admin/users/${ada.user.id}/premium`, { isPremium: false }, admin.headers);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: ada.user.id, isPremium: false, remainingCredits: 3 });
    const limited = await json(app, 'GET', '/api/credits', undefined, ada.headers);
    expect(limited.body).toMatchObject({ remaining: 3, isPremium: false });
  });

  it('the users list shows the change', async () => {
    const grace = await devLogin(app, 'grace@example.com');
    await json(app, 'PUT', `/api/admin/users/${grace.user.id}/premium`, { isPremium: true }, admin.headers);
    const users = await json(app, 'GET', '/api/admin/users', undefined, admin.headers);
    const row = users.body.find((user: { id: string }) => user.id === grace.user.id);
    expect(row).toMatchObject({ username: 'grace@example.com', isPremium: true, remainingCredits: -1 });
  });

  it('answers 404 for a user who does not exist, whatever the shape of the id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-user-id']) {
      const rest = await json(app, 'PUT', `/api/admin/users/${id}/premium`, { isPremium: true }, admin.headers);
      expect(rest).toMatchObject({ status: 404, body: { message: 'User not found' } });
      const gql = await graphql(app, SET_PREMIUM, { id, on: true }, admin.headers);
      expect(gql.body.errors[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses an isPremium that is not true or false, and changes nothing', async () => {
    const linus = await devLogin(app, 'linus@example.com');
    const response = await json(app, 'PUT', `/api/admin/users/${linus.user.id}/premium`, { isPremium: 'yes' }, admin.headers);
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'isPremium must be true or false', fieldErrors: { isPremium: 'isPremium must be true or false' } },
    });
    const credits = await json(app, 'GET', '/api/credits', undefined, linus.headers);
    expect(credits.body).toMatchObject({ isPremium: false, remaining: 3 });
  });
});
