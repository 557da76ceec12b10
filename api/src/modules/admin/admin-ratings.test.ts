import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { adminLogin, devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

describe('average ratings per purpose and writer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const generateAndRate = async (user: SignedInUser, purpose: string, rating: number, edit?: string) => {
    const { id } = (await json(app, 'POST', '/api/introductions', { ...GENERATION_REQUEST, purpose }, user.headers)).body.introduction;
    if (edit) await json(app, 'POST', `/api/introductions/${id}/versions`, { purpose, text: edit }, user.headers);
    await json(app, 'POST', '/api/intro-feedback', { introductionId: id, rating }, user.headers);
    return id as number;
  };

  it('averages the ratings by the purpose and writer of the version rated, for the admin', async () => {
    const ada = await devLogin(app, 'ratings-ada@example.com');
    const grace = await devLogin(app, 'ratings-grace@example.com');
    await generateAndRate(ada, 'job', 5);
    await generateAndRate(grace, 'job', 4);
    await generateAndRate(ada, 'pitch', 2, 'My own pitch, in my own words.');
    const legacy = await generateAndRate(grace, 'linkedin', 3);
    // A rating from before versions were kept names no version.
    await app.db.orm.em
      .fork()
      .getConnection()
      .execute('update introduction_feedback set version_id = null where introduction_id = ?', [legacy]);

    const admin = await adminLogin(app);
    const { body } = await graphql(app, '{ adminIntroductions { ratings { purpose writer average count } } }', {}, admin.headers);
    expect(body.data.adminIntroductions.ratings).toEqual([
      { purpose: 'job', writer: 'offline', average: 4.5, count: 2 },
      { purpose: 'linkedin', writer: 'unknown', average: 3, count: 1 },
      { purpose: 'pitch', writer: 'person', average: 2, count: 1 },
    ]);
    expect((await graphql(app, '{ adminIntroductions { ratings { average } } }', {}, ada.headers)).body.errors[0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});
