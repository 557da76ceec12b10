import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { generateIntroductionId } from '../../../test/fixtures/introductions.fixtures.js';

const RATE = `mutation($input: RateIntroductionInput!) {
  rateIntroduction(input: $input) { id introductionId rating comment createdAt } }`;
const MY_RATING = 'query($id: Int!) { introduction(id: $id) { myRating { id rating comment } } }';

describe('regenerating and rating introductions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const generate = (user: SignedInUser) => generateIntroductionId(app, user);

  it('regenerating writes new texts for the same answers and takes a credit, over REST and GraphQL', async () => {
    const ada = await devLogin(app, 'ada@example.com');
    const id = await generate(ada);
    const first = (await json(app, 'GET', `/api/introductions/${id}`, undefined, ada.headers)).body;

    const rest = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, ada.headers);
    expect(rest.status).toBe(200);
    expect(rest.body.introduction).toMatchObject({ id, purpose: first.purpose, fullName: first.fullName, mission: first.mission });
    expect(rest.body.introduction.introductions.linkedin).not.toBe(first.introductions.linkedin);
    expect((await json(app, 'GET', '/api/credits', undefined, ada.headers)).body.remaining).toBe(1);

    const viaGraphql = await graphql(
      app,
      'mutation($id: Int!) { regenerateIntroduction(id: $id) { id introductions { linkedin } } }',
      { id },
      ada.headers,
    );
    const third = viaGraphql.body.data.regenerateIntroduction.introductions.linkedin;
    expect(third).not.toBe(rest.body.introduction.introductions.linkedin);
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, ada.headers)).body.introductions.linkedin).toBe(third);
    expect((await json(app, 'GET', '/api/credits', undefined, ada.headers)).body.remaining).toBe(0);

    const refused = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, ada.headers);
    expect(refused.status).toBe(402);
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, ada.headers)).body.introductions.linkedin).toBe(third);
  });

  it('a second rating replaces the first, and shows as myRating', async () => {
    const grace = await devLogin(app, 'grace@example.com');
    const id = await generate(grace);
    const first = await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating: 4 }, grace.headers);
    expect(first).toMatchObject({ status: 200, body: { introductionId: id, rating: 4, comment: null } });

    const second = await graphql(app, RATE, { input: { introductionId: id, rating: 2, comment: 'Too "formal" <sigh>' } }, grace.headers);
    expect(second.body.data.rateIntroduction).toMatchObject({
      id: first.body.id,
      introductionId: id,
      rating: 2,
      comment: 'Too &quot;formal&quot; &lt;sigh&gt;',
    });
    const mine = await graphql(app, MY_RATING, { id }, grace.headers);
    expect(mine.body.data.introduction.myRating).toEqual({ id: first.body.id, rating: 2, comment: 'Too &quot;formal&quot; &lt;sigh&gt;' });
    const [row] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from introduction_feedback where introduction_id = ?', [id]);
    expect(row).toEqual({ n: 1 });
  });

  it('needs a rating from 1 to 5', async () => {
    const linus = await devLogin(app, 'linus@example.com');
    const id = await generate(linus);
    for (const rating of [undefined, 0, 6, 2.5, '5']) {
      const response = await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating }, linus.headers);
      expect(response).toMatchObject({ status: 400, body: { fieldErrors: { rating: 'Rating is required' } } });
    }
    const viaGraphql = await graphql(app, RATE, { input: { introductionId: id, rating: 0 } }, linus.headers);
    expect(viaGraphql.body.errors[0]).toMatchObject({ message: 'Rating is required', extensions: { code: 'BAD_USER_INPUT' } });
    const mine = await graphql(app, MY_RATING, { id }, linus.headers);
    expect(mine.body.data.introduction.myRating).toBeNull();
  });

  it('rating a missing introduction is 404', async () => {
    const hedy = await devLogin(app, 'hedy@example.com');
    const response = await json(app, 'POST', '/api/intro-feedback', { introductionId: 999_999, rating: 5 }, hedy.headers);
    expect(response).toMatchObject({ status: 404, body: { message: 'Introduction not found. It may have been deleted' } });
  });
});
