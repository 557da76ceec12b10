import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';
import { User } from '../users/user.entity.js';

const PROFILE_FIELDS = '{ firstName lastName careerGoal linkedinUrl portfolioDetails }';

describe('profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('starts empty, saves over REST and reads back escaped over REST and GraphQL', async () => {
    const { user, headers } = await devLogin(app, 'obrien@example.com');
    expect((await json(app, 'GET', '/api/profile', undefined, headers)).body).toEqual({
      firstName: null,
      lastName: null,
      careerGoal: null,
      linkedinUrl: null,
      portfolioDetails: null,
    });

    const saved = await json(
      app,
      'PUT',
      '/api/profile',
      {
        userId: user.id,
        firstName: `O'Brien "Bob" <Dev>`,
        lastName: 'Smith',
        careerGoal: 'Lead a <b>team</b>',
        linkedinUrl: 'https://www.linkedin.com/in/bob',
        portfolioDetails: '',
      },
      headers,
    );
    const expected = {
      firstName: `O'Brien &quot;Bob&quot; &lt;Dev&gt;`,
      lastName: 'Smith',
      careerGoal: 'Lead a &lt;b&gt;team&lt;/b&gt;',
      linkedinUrl: 'https://www.linkedin.com/in/bob',
      portfolioDetails: null,
    };
    expect(saved).toMatchObject({ status: 200, body: expected });
    expect((await json(app, 'GET', '/api/profile', undefined, headers)).body).toEqual(expected);
    expect((await graphql(app, `{ profile ${PROFILE_FIELDS} }`, {}, headers)).body).toEqual({ data: { profile: expected } });
    const [row] = await app.db.orm.em.fork().getConnection().execute('select first_name from users where id = ?', [user.id]);
    expect(row).toEqual({ first_name: `O'Brien &quot;Bob&quot; &lt;Dev&gt;` });
    expect((await app.db.orm.em.fork().findOneOrFail(User, user.id)).firstName).toBe(`O'Brien "Bob" <Dev>`);
  });

  it('updates over GraphQL; absent fields stay, empty ones are cleared', async () => {
    const { headers } = await devLogin(app, 'ada@example.com');
    const update = (input: Record<string, unknown>) =>
      graphql(app, `mutation($input: ProfileInput!) { updateProfile(input: $input) ${PROFILE_FIELDS} }`, { input }, headers);
    await update({ firstName: 'Ada', lastName: 'Lovelace', careerGoal: 'Engines' });
    const response = await update({ careerGoal: '', portfolioDetails: 'Notes on the Analytical Engine' });
    expect(response.body).toEqual({
      data: {
        updateProfile: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          careerGoal: null,
          linkedinUrl: null,
          portfolioDetails: 'Notes on the Analytical Engine',
        },
      },
    });
  });

  it('refuses a bad LinkedIn URL and over-long fields, per field, changing nothing', async () => {
    const { headers } = await devLogin(app, 'grace@example.com');
    await json(app, 'PUT', '/api/profile', { firstName: 'Grace' }, headers);
    const response = await json(app, 'PUT', '/api/profile', { firstName: 'G'.repeat(201), linkedinUrl: 'javascript:alert(1)' }, headers);
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({
      firstName: 'First name must be at most 200 characters',
      linkedinUrl: 'LinkedIn URL must be a valid web address starting with http:// or https://',
    });
    expect((await json(app, 'GET', '/api/profile', undefined, headers)).body.firstName).toBe('Grace');
  });

  it("refuses another user's id in the body or in x-user-id, and anonymous callers", async () => {
    const { headers } = await devLogin(app, 'hedy@example.com');
    const other = await devLogin(app, 'alan@example.com');
    const foreignBody = await json(app, 'PUT', '/api/profile', { userId: other.user.id, firstName: 'Mallory' }, headers);
    expect(foreignBody.status).toBe(403);
    const foreignHeader = await json(app, 'GET', '/api/profile', undefined, { ...headers, 'x-user-id': other.user.id });
    expect(foreignHeader.status).toBe(403);
    expect((await json(app, 'GET', '/api/profile', undefined, other.headers)).body.firstName).toBeNull();
    expect((await json(app, 'GET', '/api/profile')).status).toBe(401);
    const anonymous = await graphql(app, `{ profile ${PROFILE_FIELDS} }`);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
