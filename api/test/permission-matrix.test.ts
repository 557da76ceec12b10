// Who may call what: every protected GraphQL operation and REST path, tried as every role.
// To add an operation, add one row to ROWS (see MatrixRow); the tests for each role follow from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { startTestApp, type TestApp } from './app.js';
import { adminLogin, devLogin, graphql, json, type JsonResponse, type SignedInUser } from './http.js';
import {
  addCredits,
  clearSubscription,
  insertIntroduction,
  newUser,
  PAYING_CARD,
  startPaidSubscription,
  startPayment,
} from './permission-fixtures.js';

const ROLES = ['anonymous', 'user', 'otherUser', 'premium', 'admin'] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, 'anonymous'>;

/** `ok` is a 2xx answer or GraphQL data without errors; the others are the error code and its HTTP status. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';
type Expectations = Record<Role, Outcome>;

/** What a row's setup made as `user` (the owner), to fill in its variables, path and body. */
type Fixture = Record<string, unknown>;

interface MatrixRow {
  name: string;
  /** Makes what the row acts on, owned by `user`, so that `otherUser` can be tried on it. */
  setup?: (app: TestApp, owner: SignedInUser) => Promise<Fixture>;
  /**
   * Readies the caller's own account (a credit to spend, a subscription to cancel) so that a call
   * the caller may make succeeds; not run for `anonymous`.
   */
  prepareCaller?: (app: TestApp, caller: SignedInUser) => Promise<void>;
  graphql?: { query: string; variables?: (fixture: Fixture) => Record<string, unknown> };
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string | ((fixture: Fixture) => string);
    body?: (fixture: Fixture) => unknown;
  };
  /** The operation ends the caller's session, so each try gets a session of its own. */
  endsSession?: boolean;
  expect: Expectations;
}

/** Every role gets `outcome`, except those listed. */
const all = (outcome: Outcome, except: Partial<Expectations> = {}): Expectations => ({
  anonymous: outcome,
  user: outcome,
  otherUser: outcome,
  premium: outcome,
  admin: outcome,
  ...except,
});
const SIGNED_IN = all('ok', { anonymous: 'UNAUTHENTICATED' });
/** What `user` made: only `user` reaches it; premium and admin are refused like anyone else. */
const OWNER_ONLY = all('FORBIDDEN', { anonymous: 'UNAUTHENTICATED', user: 'ok' });
const ADMIN_ONLY = all('FORBIDDEN', { anonymous: 'UNAUTHENTICATED', admin: 'ok' });

const FEEDBACK = { subject: 'Permission matrix', feedback: 'Everything worked as expected here.' };
const PROFILE = { careerGoal: 'Lead a product team' };

const ownIntroduction = async (app: TestApp, owner: SignedInUser): Promise<Fixture> => ({
  id: await insertIntroduction(app, owner.user.id),
});
const ownerId = async (_app: TestApp, owner: SignedInUser): Promise<Fixture> => ({ userId: owner.user.id });

const ROWS: MatrixRow[] = [
  { name: 'health', graphql: { query: '{ health }' }, rest: { method: 'GET', path: '/healthz' }, expect: all('ok') },
  { name: 'me', graphql: { query: '{ me { id role isPremium } }' }, expect: all('ok') },
  { name: 'appConfig', graphql: { query: '{ appConfig { devSignIn paymentsTestMode } }' }, expect: all('ok') },
  { name: 'auth/me', rest: { method: 'GET', path: '/api/auth/me' }, expect: SIGNED_IN },
  { name: 'auth/check-admin', rest: { method: 'GET', path: '/api/auth/check-admin' }, expect: SIGNED_IN },
  { name: 'auth/logout', rest: { method: 'POST', path: '/api/auth/logout' }, endsSession: true, expect: all('ok') },

  // Introductions: every signed-in person has their own; nobody, admins included, reaches another's.
  {
    name: 'introductions (list)',
    graphql: { query: '{ introductions { items { id } } }' },
    rest: { method: 'GET', path: '/api/introductions' },
    expect: SIGNED_IN,
  },
  {
    name: 'introduction (get)',
    setup: ownIntroduction,
    graphql: { query: 'query ($id: Int!) { introduction(id: $id) { id } }', variables: ({ id }) => ({ id }) },
    rest: { method: 'GET', path: ({ id }) => `/api/introductions/${String(id)}` },
    expect: OWNER_ONLY,
  },
  {
    name: 'generateIntroduction',
    prepareCaller: async (app, caller) => addCredits(app, caller.user.id),
    graphql: {
      query: 'mutation ($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id } }',
      variables: () => ({ input: GENERATION_REQUEST }),
    },
    rest: { method: 'POST', path: '/api/introductions', body: () => GENERATION_REQUEST },
    expect: SIGNED_IN,
  },
  {
    name: 'deleteIntroduction',
    setup: ownIntroduction,
    graphql: { query: 'mutation ($id: Int!) { deleteIntroduction(id: $id) }', variables: ({ id }) => ({ id }) },
    rest: { method: 'DELETE', path: ({ id }) => `/api/introductions/${String(id)}` },
    expect: OWNER_ONLY,
  },
  {
    name: 'regenerateIntroduction',
    setup: async (app, owner) => {
      await addCredits(app, owner.user.id);
      return ownIntroduction(app, owner);
    },
    graphql: { query: 'mutation ($id: Int!) { regenerateIntroduction(id: $id) { id } }', variables: ({ id }) => ({ id }) },
    rest: { method: 'POST', path: ({ id }) => `/api/introductions/${String(id)}/regenerate` },
    expect: OWNER_ONLY,
  },
  {
    name: 'rateIntroduction / intro-feedback',
    setup: ownIntroduction,
    graphql: {
      query: 'mutation ($input: RateIntroductionInput!) { rateIntroduction(input: $input) { id rating } }',
      variables: ({ id }) => ({ input: { introductionId: id, rating: 5, comment: 'Spot on.' } }),
    },
    rest: { method: 'POST', path: '/api/intro-feedback', body: ({ id }) => ({ introductionId: id, rating: 5, comment: 'Spot on.' }) },
    expect: OWNER_ONLY,
  },

  // Feedback and profile: always the caller's own; a body naming another userId is refused.
  {
    name: 'submitFeedback / feedback',
    graphql: {
      query: 'mutation ($input: FeedbackInput!) { submitFeedback(input: $input) }',
      variables: () => ({ input: FEEDBACK }),
    },
    rest: { method: 'POST', path: '/api/feedback', body: () => FEEDBACK },
    expect: SIGNED_IN,
  },
  {
    name: 'feedback naming the owner as userId',
    setup: ownerId,
    rest: { method: 'POST', path: '/api/feedback', body: ({ userId }) => ({ ...FEEDBACK, userId }) },
    expect: OWNER_ONLY,
  },
  {
    name: 'profile (get)',
    graphql: { query: '{ profile { firstName lastName careerGoal } }' },
    rest: { method: 'GET', path: '/api/profile' },
    expect: SIGNED_IN,
  },
  {
    name: 'updateProfile / profile (put)',
    graphql: {
      query: 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { careerGoal } }',
      variables: () => ({ input: PROFILE }),
    },
    rest: { method: 'PUT', path: '/api/profile', body: () => PROFILE },
    expect: SIGNED_IN,
  },
  {
    name: 'profile (put) naming the owner as userId',
    setup: ownerId,
    rest: { method: 'PUT', path: '/api/profile', body: ({ userId }) => ({ ...PROFILE, userId }) },
    expect: OWNER_ONLY,
  },

  // Credits and payments.
  {
    name: 'credits',
    graphql: { query: '{ credits { remaining isPremium } }' },
    rest: { method: 'GET', path: '/api/credits' },
    expect: SIGNED_IN,
  },
  {
    name: 'creditPackages / credits/packages',
    graphql: { query: '{ creditPackages { id price } }' },
    rest: { method: 'GET', path: '/api/credits/packages' },
    expect: all('ok'),
  },
  {
    name: 'createPaymentIntent / create-payment-intent',
    graphql: {
      query: 'mutation ($packageId: String!) { createPaymentIntent(packageId: $packageId) { paymentIntentId } }',
      variables: () => ({ packageId: 'package_basic' }),
    },
    rest: { method: 'POST', path: '/api/credits/create-payment-intent', body: () => ({ packageId: 'package_basic' }) },
    expect: SIGNED_IN,
  },
  {
    name: 'payments/test-mode/confirm',
    setup: async (app, owner) => ({ ...(await startPayment(app, owner, { paid: false })) }),
    rest: {
      method: 'POST',
      path: '/api/payments/test-mode/confirm',
      body: ({ clientSecret }) => ({ clientSecret, cardNumber: PAYING_CARD }),
    },
    expect: OWNER_ONLY,
  },
  {
    name: 'confirmPurchase / confirm-purchase',
    setup: async (app, owner) => ({ ...(await startPayment(app, owner, { paid: true })) }),
    graphql: {
      query: 'mutation ($id: String!) { confirmPurchase(paymentIntentId: $id) { success creditsAdded } }',
      variables: ({ paymentIntentId }) => ({ id: paymentIntentId }),
    },
    rest: { method: 'POST', path: '/api/credits/confirm-purchase', body: ({ paymentIntentId }) => ({ paymentIntentId }) },
    expect: OWNER_ONLY,
  },
  {
    name: 'credits/subscribe',
    prepareCaller: async (app, caller) => clearSubscription(app, caller.user.id),
    rest: { method: 'POST', path: '/api/credits/subscribe', body: () => ({}) },
    expect: SIGNED_IN,
  },
  {
    name: 'cancelSubscription / cancel-subscription',
    prepareCaller: startPaidSubscription,
    graphql: { query: 'mutation { cancelSubscription { isSubscribed } }' },
    rest: { method: 'POST', path: '/api/credits/cancel-subscription' },
    expect: SIGNED_IN,
  },

  // Admin: the same handlers under /api/admin and /api/admin-portal.
  {
    name: 'adminStats / admin/stats',
    graphql: { query: '{ adminStats { totalUsers totalIntroductions } }' },
    rest: { method: 'GET', path: '/api/admin/stats' },
    expect: ADMIN_ONLY,
  },
  { name: 'admin-portal/stats', rest: { method: 'GET', path: '/api/admin-portal/stats' }, expect: ADMIN_ONLY },
  {
    name: 'adminUsers / admin/users',
    graphql: { query: '{ adminUsers(limit: 5) { total items { id } } }' },
    rest: { method: 'GET', path: '/api/admin/users' },
    expect: ADMIN_ONLY,
  },
  { name: 'admin-portal/users', rest: { method: 'GET', path: '/api/admin-portal/users' }, expect: ADMIN_ONLY },
  {
    name: 'adminIntroductions / admin/introductions',
    graphql: { query: '{ adminIntroductions(limit: 5) { total items { id } } }' },
    rest: { method: 'GET', path: '/api/admin/introductions' },
    expect: ADMIN_ONLY,
  },
  { name: 'admin-portal/introductions', rest: { method: 'GET', path: '/api/admin-portal/introductions' }, expect: ADMIN_ONLY },
  {
    name: 'setUserPremium / admin/users/:id/premium',
    setup: async (app) => ({ userId: (await newUser(app)).user.id }),
    graphql: {
      query: 'mutation ($userId: ID!) { setUserPremium(userId: $userId, isPremium: true) { id isPremium } }',
      variables: ({ userId }) => ({ userId }),
    },
    rest: { method: 'PUT', path: ({ userId }) => `/api/admin/users/${String(userId)}/premium`, body: () => ({ isPremium: true }) },
    expect: ADMIN_ONLY,
  },
];

const EMAILS: Record<Exclude<SignedInRole, 'admin'>, string> = {
  user: 'matrix-user@example.com',
  otherUser: 'matrix-other@example.com',
  premium: 'matrix-premium@example.com',
};

async function signIn(app: TestApp, role: SignedInRole): Promise<SignedInUser> {
  if (role === 'admin') return adminLogin(app);
  const signedIn = await devLogin(app, EMAILS[role]);
  if (role === 'premium') {
    await app.db.orm.em.fork().getConnection().execute('update credits set is_premium = true where user_id = ?', [signedIn.user.id]);
  }
  return signedIn;
}

function graphqlOutcome(response: JsonResponse): string {
  const code = response.body?.errors?.[0]?.extensions?.code;
  return code ?? (response.status === 200 ? 'ok' : `HTTP ${response.status}`);
}

function restOutcome(response: JsonResponse): string {
  if (response.status >= 200 && response.status < 300) return 'ok';
  return { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[response.status] ?? `HTTP ${response.status}`;
}

type Send = (app: TestApp, fixture: Fixture, headers: Record<string, string>) => Promise<string>;

/** The row's GraphQL and REST requests, each answering with the outcome it got. */
function requestsOf({ graphql: operation, rest }: MatrixRow): [string, Send][] {
  const requests: [string, Send][] = [];
  if (operation) {
    requests.push([
      'GraphQL',
      async (app, fixture, headers) => graphqlOutcome(await graphql(app, operation.query, operation.variables?.(fixture), headers)),
    ]);
  }
  if (rest) {
    requests.push([
      'REST',
      async (app, fixture, headers) => {
        const path = typeof rest.path === 'string' ? rest.path : rest.path(fixture);
        return restOutcome(await json(app, rest.method, path, rest.body?.(fixture), headers));
      },
    ]);
  }
  return requests;
}

const CASES = ROWS.flatMap((row) =>
  requestsOf(row).flatMap(([transport, send]) =>
    ROLES.map((role) => ({ title: `${row.name} over ${transport} as ${role}`, row, send, role })),
  ),
);

describe('permission matrix', () => {
  let app: TestApp;
  let sessions: Record<SignedInRole, SignedInUser>;
  beforeAll(async () => {
    app = await startTestApp();
    const [user, otherUser, premium, admin] = await Promise.all([
      signIn(app, 'user'),
      signIn(app, 'otherUser'),
      signIn(app, 'premium'),
      signIn(app, 'admin'),
    ]);
    sessions = { user, otherUser, premium, admin };
  });
  afterAll(async () => app.close());

  it.each(CASES)('$title', async ({ row, send, role }) => {
    const fixture = row.setup ? await row.setup(app, sessions.user) : {};
    const caller = role === 'anonymous' ? undefined : row.endsSession ? await signIn(app, role) : sessions[role];
    if (caller && row.prepareCaller) await row.prepareCaller(app, caller);
    expect(await send(app, fixture, caller?.headers ?? {})).toBe(row.expect[role]);
  });
});
