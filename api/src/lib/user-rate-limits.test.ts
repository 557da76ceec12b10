import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TestClock } from '../../test/clock.js';
import { devLogin, graphql, json } from '../../test/http.js';
import { USER_RATE_LIMITS } from './rate-limit.js';

describe('per-user limits on the calls that cost money or fill tables', () => {
  let app: TestApp;
  // The clock stands still, so no window ends in the middle of a test.
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock: new TestClock() } });
  });
  afterAll(async () => app.close());

  it('starts at most 10 payments a minute, each aliased GraphQL field counting as one', async () => {
    const buyer = await devLogin(app, 'many-intents@example.com');
    const intents = (prefix: string) =>
      `mutation { ${[0, 1, 2].map((i) => `${prefix}${i}: createPaymentIntent(packageId: "package_basic") { paymentIntentId }`).join(' ')} }`;
    for (const prefix of ['a', 'b', 'c']) {
      const batch = await graphql(app, intents(prefix), {}, buyer.headers);
      expect(batch.body.errors).toBeUndefined();
    }
    // 9 so far: in the next batch the first field gets through and the second is refused, which ends
    // the mutation (its fields run one after another, and a refused one nulls the whole answer).
    const fourth = await graphql(app, intents('d'), {}, buyer.headers);
    expect(fourth.body.data).toBeNull();
    expect(fourth.body.errors).toMatchObject([{ path: ['d1'], extensions: { code: 'TOO_MANY_REQUESTS' } }]);
    const rest = await json(app, 'POST', '/api/credits/create-payment-intent', { packageId: 'package_basic' }, buyer.headers);
    expect(rest.status).toBe(429);
    expect(rest.body.message).toMatch(/^You're starting payments too quickly\. Please try again in \d+ seconds?\.$/);
  });

  it('confirms at most 20 purchases a minute', async () => {
    const buyer = await devLogin(app, 'many-confirmations@example.com');
    const confirm = () => json(app, 'POST', '/api/credits/confirm-purchase', { paymentIntentId: 'pi_unknown0' }, buyer.headers);
    for (let attempt = 0; attempt < USER_RATE_LIMITS.purchaseConfirmation.limit; attempt += 1) expect((await confirm()).status).toBe(404);
    expect((await confirm()).status).toBe(429);
  });

  it('takes at most 10 feedback messages an hour, and keeps none of the refused ones', async () => {
    const writer = await devLogin(app, 'much-feedback@example.com');
    const send = (i: number) =>
      json(app, 'POST', '/api/feedback', { feedback: `A thought about the product, number ${i}.` }, writer.headers);
    for (let i = 0; i < USER_RATE_LIMITS.feedback.limit; i += 1) expect((await send(i)).status).toBe(201);
    const refused = await send(99);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You're sending feedback too quickly/);
    const [row] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>('select count(*) from feedback where user_id = ?', [writer.user.id]);
    expect(Number(row?.count)).toBe(USER_RATE_LIMITS.feedback.limit);
  });
});
