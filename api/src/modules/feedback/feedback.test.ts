import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { devLogin, graphql, json } from '../../../test/http.js';

const SUBMIT = 'mutation($input: FeedbackInput!) { submitFeedback(input: $input) }';

describe('general feedback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const storedFeedback = (userId: string) =>
    app.db.orm.em
      .fork()
      .getConnection()
      .execute('select subject, feedback, screenshot_url from feedback where user_id = ? order by id', [userId]);

  it('keeps the subject and text escaped, never the screenshot', async () => {
    const { user, headers } = await devLogin(app, 'ada@example.com');
    const response = await json(
      app,
      'POST',
      '/api/feedback',
      {
        subject: 'The <form>',
        feedback: 'The "Generate" button is great.',
        screenshot: 'data:image/png;base64,iVBORw0KGgo=',
        userId: user.id,
        timestamp: new Date().toISOString(),
      },
      headers,
    );
    expect(response.status).toBe(201);
    const viaGraphql = await graphql(app, SUBMIT, { input: { feedback: 'Works well on my phone.' } }, headers);
    expect(viaGraphql.body).toEqual({ data: { submitFeedback: true } });
    expect(await storedFeedback(user.id)).toEqual([
      { subject: 'The &lt;form&gt;', feedback: 'The &quot;Generate&quot; button is great.', screenshot_url: null },
      { subject: null, feedback: 'Works well on my phone.', screenshot_url: null },
    ]);
  });

  it('needs at least 10 characters, over REST and GraphQL, and stores nothing otherwise', async () => {
    const { user, headers } = await devLogin(app, 'grace@example.com');
    for (const feedback of [undefined, '', '   short   ', 'too short']) {
      const response = await json(app, 'POST', '/api/feedback', { subject: 'Hi', feedback }, headers);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Feedback must be at least 10 characters',
        fieldErrors: { feedback: 'Feedback must be at least 10 characters' },
      });
    }
    const viaGraphql = await graphql(app, SUBMIT, { input: { feedback: 'too short' } }, headers);
    expect(viaGraphql.body.errors[0]).toMatchObject({
      message: 'Feedback must be at least 10 characters',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { feedback: 'Feedback must be at least 10 characters' } },
    });
    expect(await storedFeedback(user.id)).toEqual([]);
  });

  it('needs a signed-in user whose id matches any userId sent', async () => {
    const { headers } = await devLogin(app, 'linus@example.com');
    const other = await devLogin(app, 'margaret@example.com');
    const body = { feedback: 'A perfectly fine message.' };
    expect((await json(app, 'POST', '/api/feedback', body)).status).toBe(401);
    expect((await json(app, 'POST', '/api/feedback', { ...body, userId: other.user.id }, headers)).status).toBe(403);
    expect((await json(app, 'POST', '/api/feedback', body, { ...headers, 'x-user-id': other.user.id })).status).toBe(403);
    const anonymous = await graphql(app, SUBMIT, { input: body });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
