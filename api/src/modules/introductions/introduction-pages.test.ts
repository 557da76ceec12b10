import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { INTRODUCTION_FIELDS } from '../../../test/fixtures/introductions.fixtures.js';

describe('introduction lists come a page at a time', () => {
  let app: TestApp;
  let owner: SignedInUser;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await devLogin(app, 'prolific@example.com');
    // 250 introductions, 50 of them created at the same instant, which a cursor must not skip or repeat.
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context, linkedin_intro, created_at)
       select ?, 'linkedin', 'Ada', 'Mathematician', 'Analyst', 'Engineers', 'Compute', 'Meeting', 'Intro ' || n,
         case when n <= 50 then timestamptz '2026-01-01 12:00:00.123456+00' else timestamptz '2026-01-01' + n * interval '1 minute' end
       from generate_series(1, 250) as n`,
        [owner.user.id],
      );
  });
  afterAll(async () => app.close());

  const nextLink = (header: string | null) => /^<(\/api\/introductions\?[^>]+)>; rel="next"$/.exec(header ?? '')?.[1];

  it('over REST: at most 100 by default, a bare array, and the next page in the Link header until the last', async () => {
    const ids: number[] = [];
    let path: string | undefined = '/api/introductions';
    const sizes: number[] = [];
    while (path) {
      const page = await json(app, 'GET', path, undefined, owner.headers);
      expect(page.status).toBe(200);
      expect(Array.isArray(page.body)).toBe(true);
      sizes.push(page.body.length);
      ids.push(...page.body.map((introduction: { id: number }) => introduction.id));
      path = nextLink(page.headers.get('link'));
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(new Set(ids).size).toBe(250);
  });

  it('over GraphQL: 20 by default with a nextCursor, every introduction once, newest first', async () => {
    const query = 'query ($cursor: String) { introductionSummaries(cursor: $cursor) { items { id createdAt } nextCursor } }';
    const seen: Array<{ id: number; createdAt: string }> = [];
    let cursor: string | null = null;
    do {
      const response = await graphql(app, query, { cursor }, owner.headers);
      const page: { items: Array<{ id: number; createdAt: string }>; nextCursor: string | null } = response.body.data.introductionSummaries;
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(new Set(seen.map((item) => item.id)).size).toBe(250);
    const times = seen.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a page size outside 1 to 100 and a cursor it did not give, and another person sees none of these', async () => {
    for (const limit of ['0', '101', 'ten']) {
      const refused = await json(app, 'GET', `/api/introductions?limit=${limit}`, undefined, owner.headers);
      expect(refused).toMatchObject({ status: 400, body: { message: 'Limit must be a whole number from 1 to 100' } });
    }
    const forged = await json(app, 'GET', '/api/introductions?cursor=not-a-cursor', undefined, owner.headers);
    expect(forged).toMatchObject({ status: 400, body: { message: 'This cursor is not valid; use the one the previous page gave' } });
    // The cost limit sees the page size: a hundred full introductions is too much to ask for at once.
    const tooMany = await graphql(app, `{ introductions(limit: 100) { items { ${INTRODUCTION_FIELDS} } } }`, {}, owner.headers);
    expect(tooMany.body.errors[0].message).toMatch(/^This query is too expensive/);
    const stranger = await devLogin(app, 'stranger@example.com');
    expect((await json(app, 'GET', '/api/introductions', undefined, stranger.headers)).body).toEqual([]);
  });
});
