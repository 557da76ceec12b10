import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { INTRODUCTION_FIELDS } from '../../../test/fixtures/introductions.fixtures.js';

describe('the introduction list does not grow its SQL with its rows', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The writings' sweep runs at start, then not again during the calls counted here.
    app = await startTestApp({}, { serviceOptions: { writing: { sweepEveryMs: 3_600_000 } } });
  });
  afterAll(async () => app.close());

  const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);

  /** A user with `count` introductions, each rated by them. */
  async function userWithRatedIntroductions(email: string, count: number): Promise<SignedInUser> {
    const user = await devLogin(app, email);
    await sql(
      `insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context, linkedin_intro)
       select ?, 'linkedin', 'Ada', 'Mathematician', 'Analyst', 'Engineers', 'Compute', 'Meeting', 'Intro ' || n
       from generate_series(1, ?) as n`,
      [user.user.id, count],
    );
    await sql(
      `insert into introduction_feedback (introduction_id, user_id, rating)
       select id, user_id, 4 from introductions where user_id = ?`,
      [user.user.id],
    );
    return user;
  }

  /** The SQL statements the app sends while `run` is in flight. */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(app.db.orm.config.getLogger(), 'logQuery');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  /**
   * The fewer of two counts: the app's start-up rounds (housekeeping's pruning) run unawaited beside the first calls,
   * and on a slow machine such statements fell into one count (4 against 2 in a CI run); a call's own are in both.
   */
  const countStatements = async (run: () => Promise<unknown>) => Math.min(await statementsDuring(run), await statementsDuring(run));

  it('the same number of statements for 2 and for 20 rated introductions, over REST and GraphQL, listed or summarised', async () => {
    const few = await userWithRatedIntroductions('few@example.com', 2);
    const many = await userWithRatedIntroductions('many@example.com', 20);
    const restList = (user: SignedInUser) => json(app, 'GET', '/api/introductions', undefined, user.headers);
    const graphList = (user: SignedInUser) => graphql(app, `{ introductions { items { ${INTRODUCTION_FIELDS} } } }`, {}, user.headers);
    const summaries = (user: SignedInUser) => graphql(app, '{ introductionSummaries { items { id preview } } }', {}, user.headers);

    const manyList = await restList(many);
    expect(manyList.body).toHaveLength(20);
    expect(manyList.body.every((intro: { myRating: { rating: number } }) => intro.myRating.rating === 4)).toBe(true);
    const manyGraph = await graphList(many);
    expect(manyGraph.body.data.introductions.items).toHaveLength(20);
    expect(manyGraph.body.data.introductions.items[19].myRating).toMatchObject({ rating: 4 });

    const restFew = await countStatements(() => restList(few));
    const restMany = await countStatements(() => restList(many));
    const graphFew = await countStatements(() => graphList(few));
    const graphMany = await countStatements(() => graphList(many));
    expect((await summaries(many)).body.data.introductionSummaries.items).toHaveLength(20);
    const summariesFew = await countStatements(() => summaries(few));
    const summariesMany = await countStatements(() => summaries(many));
    expect(restFew).toBeGreaterThan(0);
    expect(restMany).toBe(restFew);
    expect(graphMany).toBe(graphFew);
    expect(graphMany).toBe(restMany);
    expect(summariesMany).toBe(summariesFew);
    expect(summariesMany).toBe(restMany);
  });
});
