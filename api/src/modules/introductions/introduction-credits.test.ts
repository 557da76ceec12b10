import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClock } from '../../../test/clock.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

const NO_CREDITS = "You've used all your free introductions for today. Upgrade to continue.";
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('generation spends credits', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await startTestApp({}, { serviceOptions: { clock } });
  });
  afterAll(async () => app.close());

  const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);
  const generate = (user: SignedInUser) => json(app, 'POST', '/api/introductions', GENERATION_REQUEST, user.headers);
  const credits = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body;
  const introductionCount = async (user: SignedInUser) =>
    (await json(app, 'GET', '/api/introductions', undefined, user.headers)).body.length;

  it('takes free credits first, then purchased ones, then refuses with 402', async () => {
    const ada = await devLogin(app, 'ada@example.com');
    await sql('update credits set free_remaining = 1, purchased_remaining = 1 where user_id = ?', [ada.user.id]);
    expect((await generate(ada)).status).toBe(201);
    expect(await credits(ada)).toMatchObject({ remaining: 1, freeRemaining: 0, purchasedRemaining: 1 });
    expect((await generate(ada)).status).toBe(201);
    expect(await credits(ada)).toMatchObject({ remaining: 0, freeRemaining: 0, purchasedRemaining: 0 });

    const refused = await generate(ada);
    expect(refused).toMatchObject({ status: 402, body: { message: NO_CREDITS } });
    expect(await introductionCount(ada)).toBe(2);
    const [row] = await sql('select free_used from credits where user_id = ?', [ada.user.id]);
    expect(row).toEqual({ free_used: 1 });
  });

  it('refreshes the free allowance on a new UTC day', async () => {
    const grace = await devLogin(app, 'grace@example.com');
    await sql('update credits set free_remaining = 0 where user_id = ?', [grace.user.id]);
    expect((await generate(grace)).status).toBe(402);
    clock.advance(DAY);
    expect((await generate(grace)).status).toBe(201);
    expect(await credits(grace)).toMatchObject({ remaining: 2, freeRemaining: 2 });
    const [row] = await sql('select reset_date::text from credits where user_id = ?', [grace.user.id]);
    expect(row).toEqual({ reset_date: clock.now().toISOString().slice(0, 10) });
  });

  it('premium users are unlimited and keep their free credits', async () => {
    const linus = await devLogin(app, 'linus@example.com');
    await sql('update credits set is_premium = true, free_remaining = 0 where user_id = ?', [linus.user.id]);
    for (let n = 0; n < 4; n += 1) expect((await generate(linus)).status).toBe(201);
    expect(await credits(linus)).toMatchObject({ remaining: -1, isPremium: true, freeRemaining: 0 });
    expect(await introductionCount(linus)).toBe(4);
  });

  it('20 concurrent generations with 3 credits: exactly 3 succeed and the balance is 0', async () => {
    const hedy = await devLogin(app, 'hedy@example.com');
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate(hedy)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    // The rest are out of credits, or over the per-minute generation limit.
    expect(statuses.filter((status) => status !== 201).every((status) => status === 402 || status === 429)).toBe(true);
    expect(await credits(hedy)).toMatchObject({ remaining: 0, freeRemaining: 0 });
    expect(await introductionCount(hedy)).toBe(3);
  });

  it('limits generation to 10 a minute per user, and the window opens again after the minute', async () => {
    const alan = await devLogin(app, 'alan@example.com');
    await sql('update credits set is_premium = true where user_id = ?', [alan.user.id]);
    // 15 seconds into a window of one minute.
    clock.advance(MINUTE - (clock.now().getTime() % MINUTE) + 15_000);
    for (let n = 0; n < 10; n += 1) expect((await generate(alan)).status).toBe(201);
    const limited = await generate(alan);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("You're creating introductions too quickly. Please try again in 45 seconds.");
    expect(await introductionCount(alan)).toBe(10);
    const other = await devLogin(app, 'katherine@example.com');
    expect((await generate(other)).status).toBe(201);
    clock.advance(45_000);
    expect((await generate(alan)).status).toBe(201);
  });
});
