import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';
import { depthLimitRule, MAX_QUERY_COST } from './limits.js';

/** `{ __type(name: "Query") { ofType { ofType { … name } } } }`, `levels` fields deep. */
function nestedTypeQuery(levels: number): string {
  const ofTypes = levels - 2;
  return `{ __type(name: "Query") { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } }`;
}

/** `{ f0: health f1: health … }`: one point per alias. */
const aliasedHealth = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `f${i}: health`).join(' ')} }`;

describe('the depth limit', () => {
  const schema = buildSchema('type Query { node: Node } type Node { name: String child: Node }');
  /** `{ node { child { … name } } }`, `levels` fields deep. */
  const nested = (levels: number) => `{ node { ${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
  const errorsOf = (query: string) => validate(schema, parse(query), [depthLimitRule()]).map((error) => error.message);

  it('takes 8 levels and refuses 9', () => {
    expect(errorsOf(nested(8))).toEqual([]);
    expect(errorsOf(nested(9))).toEqual(['This query is nested too deeply: 9 levels, at most 8.']);
  });

  it('terminates on fragments that spread each other', () => {
    const cyclic = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }';
    expect(errorsOf(cyclic)).toEqual([]);
  });
});

describe('GraphQL limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('refuses a query nested 20 levels deep', async () => {
    const response = await graphql(app, nestedTypeQuery(20));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'This query is nested too deeply: 20 levels, at most 16.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    ]);
    expect(response.body.data).toBeUndefined();
  });

  it('counts the depth through fragments too', async () => {
    const query = `query { __type(name: "Query") { ...Deep } }
      fragment Deep on __Type { ${'ofType { '.repeat(18)}name${' }'.repeat(18)} }`;
    const response = await graphql(app, query);
    expect(response.body.errors?.[0]?.message).toBe('This query is nested too deeply: 20 levels, at most 16.');
  });

  it("answers Sandbox's own introspection query", async () => {
    const response = await graphql(app, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.__schema.queryType).toMatchObject({ name: 'Query' });
  });

  it('refuses a query over the cost limit, and takes one at the limit', async () => {
    const over = await graphql(app, aliasedHealth(MAX_QUERY_COST + 1));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      {
        message: 'This query is too expensive: it costs 1001 points, at most 1000. Ask for fewer fields or items.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    const atLimit = await graphql(app, aliasedHealth(MAX_QUERY_COST));
    expect(atLimit.status).toBe(200);
    expect(Object.keys(atLimit.body.data)).toHaveLength(MAX_QUERY_COST);
  });

  it('refuses a mutation with more than 3 fields, aliases and fragments counted, and takes 3', async () => {
    const user = await devLogin(app, 'aliases@example.com');
    const notes = (prefix: string, count: number) =>
      Array.from(
        { length: count },
        (_, i) => `${prefix}${i}: submitFeedback(input: { feedback: "A note on the writer, number ${i}." })`,
      ).join(' ');
    const over = await graphql(
      app,
      `mutation { ${notes('a', 2)} ...More } fragment More on Mutation { ${notes('b', 2)} }`,
      {},
      user.headers,
    );
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toBe('This mutation asks for 4 fields, at most 3: send them in separate requests.');
    const three = await graphql(app, `mutation { ${notes('c', 3)} }`, {}, user.headers);
    expect(three.body.errors).toBeUndefined();
  });

  it('refuses variables that do not fit the operation as bad input', async () => {
    const response = await graphql(app, 'query Check($name: String!) { __type(name: $name) { name } }', { name: 5 });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      message: expect.stringContaining('$name'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses batched requests', async () => {
    const response = await json(app, 'POST', '/graphql', [{ query: '{ health }' }, { query: '{ health }' }]);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/batching/i);
  });

  it('sends no stack traces outside development', async () => {
    const response = await graphql(app, '{ noSuchField }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('GraphQL in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://firstwords.example',
      GOOGLE_CLIENT_ID: 'firstwords-test.apps.googleusercontent.com',
      ADMIN_EMAIL: 'owner@firstwords.example',
      ADMIN_PASSWORD: 'a long production password',
      STRIPE_SECRET_KEY: 'sk_test_graphql_limits',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_graphql_limits',
      STRIPE_WEBHOOK_SECRET: 'whsec_graphql_limits',
    });
  });
  afterAll(async () => app.close());

  it('turns introspection off', async () => {
    const response = await graphql(app, '{ __schema { queryType { name } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/introspection is not allowed/i);
    expect(response.body.data).toBeUndefined();
  });

  it('shows no Sandbox', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toContain('sandbox');
  });

  it('still answers ordinary queries', async () => {
    expect((await graphql(app, '{ health }')).body).toEqual({ data: { health: 'ok' } });
  });
});
