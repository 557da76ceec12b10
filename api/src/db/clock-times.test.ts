import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TestClock } from '../../test/clock.js';
import { devLogin, graphql, json } from '../../test/http.js';
import { GENERATION_REQUEST } from '../../test/fixtures/introductions.fixtures.js';

const RATE = 'mutation($input: RateIntroductionInput!) { rateIntroduction(input: $input) { id } }';

describe("rows take their times from the app's clock", () => {
  let app: TestApp;
  // Years away from the machine's time, so a row dated by the machine would show.
  const clock = new TestClock(new Date('2031-03-04T05:06:07.000Z'));
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  /** The times `columns` of the rows `from` finds for the user, in ISO form. */
  const timesOf = async (columns: string, from: string, userId: string) => {
    const rows = await app.db.orm.em.getConnection().execute(`select json_build_array(${columns}) as times from ${from}`, [userId]);
    return (rows as { times: string[] }[]).flatMap(({ times }) => times.map((time) => new Date(time).toISOString()));
  };

  it('every new row of a person is dated by the clock, and a change moves its update time with the clock', async () => {
    const at = clock.now().toISOString();
    const { user, headers } = await devLogin(app, 'timely@example.com');
    const created = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, headers);
    expect(created.status).toBe(201);
    const introductionId = created.body.introduction.id as number;
    expect((await graphql(app, RATE, { input: { introductionId, rating: 5 } }, headers)).body.errors).toBeUndefined();
    expect((await json(app, 'POST', '/api/feedback', { feedback: 'Quick and clear.' }, headers)).status).toBe(201);
    expect((await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, headers)).status).toBe(200);

    const times = await timesOf(
      `u.created_at, u.updated_at, s.created_at, s.last_seen_at, i.created_at, i.updated_at, v.created_at, r.created_at,
        f.created_at, p.created_at`,
      `users u join sessions s on s.user_id = u.id join introductions i on i.user_id = u.id
        join introduction_versions v on v.introduction_id = i.id join introduction_feedback r on r.user_id = u.id
        join feedback f on f.user_id = u.id join test_payment_intents p on p.user_id = u.id where u.id = ?`,
      user.id,
    );
    // A table without the row would leave the join empty.
    expect(new Set(times)).toEqual(new Set([at]));

    clock.advance(24 * 60 * 60 * 1000);
    expect((await json(app, 'PUT', '/api/profile', { firstName: 'Tim' }, headers)).status).toBe(200);
    expect(await timesOf('created_at, updated_at', 'users where id = ?', user.id)).toEqual([at, clock.now().toISOString()]);
  });
});
