// One table of callers for the admin and signed-in rules: the rule gives the answer, and a REST path and the
// GraphQL operation it mirrors both give exactly that answer, so the two transports cannot drift apart.
import { ERROR_HTTP_STATUS } from '@firstwords/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { User } from '../users/user.entity.js';
import { isAdmin, isSignedIn, type AccessRule } from '../../lib/access-rules.js';

const CALLERS = ['anonymous', 'person', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Refusal {
  status: number;
  code: string;
  message: string;
}

const RULES = {
  admin: isAdmin,
  signedIn: isSignedIn,
} satisfies Record<string, AccessRule>;

/** What each caller gets from each rule: null when let through. */
const TABLE: Record<keyof typeof RULES, Record<Caller, Refusal | null>> = {
  admin: {
    anonymous: { status: 401, code: 'UNAUTHENTICATED', message: 'Admin authentication required' },
    person: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to access admin resources" },
    admin: null,
  },
  signedIn: {
    anonymous: { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' },
    person: null,
    admin: null,
  },
};

const ENDPOINTS: Array<{ rule: keyof typeof RULES; rest: string; graphql: string }> = [
  { rule: 'admin', rest: '/api/admin/stats', graphql: '{ adminStats { totalUsers } }' },
  { rule: 'admin', rest: '/api/admin-portal/users', graphql: '{ adminUsers(limit: 5) { total } }' },
  { rule: 'signedIn', rest: '/api/credits', graphql: '{ credits { remaining } }' },
  { rule: 'signedIn', rest: '/api/profile', graphql: '{ profile { firstName } }' },
];

const CASES = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => ({ ...endpoint, caller })));

describe('the access rules, over REST and GraphQL alike', () => {
  let app: TestApp;
  let sessions: Record<Exclude<Caller, 'anonymous'>, SignedInUser>;
  let users: Record<Caller, User | null>;
  beforeAll(async () => {
    app = await startTestApp();
    sessions = { person: await devLogin(app, 'access-person@example.com'), admin: await adminLogin(app) };
    const em = app.db.orm.em.fork();
    users = {
      anonymous: null,
      person: await em.findOneOrFail(User, sessions.person.user.id),
      admin: await em.findOneOrFail(User, sessions.admin.user.id),
    };
  });
  afterAll(async () => app.close());

  it.each(CASES)('$rest and $graphql answer $caller as the $rule rule does', async ({ rule, rest, graphql: query, caller }) => {
    const expected = TABLE[rule][caller];
    const verdict = RULES[rule](users[caller]);
    expect(verdict === true ? null : { status: ERROR_HTTP_STATUS[verdict.code], code: verdict.code, message: verdict.message }).toEqual(
      expected,
    );

    const headers = caller === 'anonymous' ? {} : sessions[caller].headers;
    const [restResponse, graphqlResponse] = await Promise.all([
      json(app, 'GET', rest, undefined, headers),
      graphql(app, query, {}, headers),
    ]);
    const graphqlError = graphqlResponse.body.errors?.[0];
    expect({
      rest: restResponse.status < 300 ? null : { status: restResponse.status, message: restResponse.body.message },
      graphql: graphqlError ? { code: graphqlError.extensions.code, message: graphqlError.message } : null,
    }).toEqual({
      rest: expected && { status: expected.status, message: expected.message },
      graphql: expected && { code: expected.code, message: expected.message },
    });
  });
});
