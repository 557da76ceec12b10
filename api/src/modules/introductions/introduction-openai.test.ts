import { GENERATION_FAILED_MESSAGE } from '@firstwords/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply } from '../../../test/fakes/fake-openai.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';
import { createLogger } from '../../lib/logger.js';
import { type IntroductionAnswers } from '../generation/index.js';
import { composeIntroductions } from '../generation/planning/offline-composer.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

const TYPED_NAME = `O'Brien "Bob" <Dev>`;
const REQUEST = { ...GENERATION_REQUEST, fullName: TYPED_NAME };
// What the writer is given for REQUEST: the text as typed, the empty CV as not given.
const WRITER_ANSWERS: IntroductionAnswers = { ...REQUEST, cvText: undefined };
const GOOD_TEXTS = composeIntroductions(WRITER_ANSWERS);

describe('generation through OpenAI', () => {
  let fake: FakeOpenAI;
  let app: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });
    app = await startTestApp(
      { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL },
      // 1 s proved too short for eight requests on a loaded machine (a 503 in CI).
      { serviceOptions: { openaiTimeoutMs: 3_000 }, logger },
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  afterEach(() => fake.respondWith(undefined));

  const sql = (query: string, params: unknown[]) => app.db.orm.em.fork().getConnection().execute(query, params);
  const generate = (user: SignedInUser) => json(app, 'POST', '/api/introductions', REQUEST, user.headers);
  const credits = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body;
  const list = async (user: SignedInUser) => (await json(app, 'GET', '/api/introductions', undefined, user.headers)).body;

  it('stores what the AI wrote; the AI gets the answers as typed, the API gives them back escaped', async () => {
    const ada = await devLogin(app, 'ada@example.com');
    const sent = fake.requests.length;
    fake.enqueueTexts(GOOD_TEXTS);
    const created = await generate(ada);
    expect(created.status).toBe(201);
    expect(created.body.introduction.introductions).toEqual(GOOD_TEXTS);
    expect(created.body.introduction.fullName).toBe("O'Brien &quot;Bob&quot; &lt;Dev&gt;");
    // Regenerate reads the answers back from the database: the AI still gets them as typed.
    fake.enqueueTexts(GOOD_TEXTS);
    const regenerated = await json(app, 'POST', `/api/introductions/${created.body.introduction.id}/regenerate`, undefined, ada.headers);
    expect(regenerated.body.introduction.fullName).toBe("O'Brien &quot;Bob&quot; &lt;Dev&gt;");
    for (const request of fake.requests.slice(sent)) {
      const prompt = JSON.stringify(request.body.messages);
      expect(prompt).toContain(JSON.stringify(TYPED_NAME).slice(1, -1));
      expect(prompt).not.toContain('&quot;');
    }
    // Each text is its own request.
    expect(fake.requests).toHaveLength(sent + 10);
    expect(await credits(ada)).toMatchObject({ remaining: 1 });
  });

  it('gives the AI the reading the person checked in step 4, and none when the answers were not read', async () => {
    const nadia = await devLogin(app, 'nadia.checked@example.com');
    const changed = "I'm a trustee of a local autism charity, and I chair its fundraising.";
    const checked = { ...REQUEST, achievements: changed };
    expect((await json(app, 'POST', '/api/introductions/reading', checked, nadia.headers)).status).toBe(200);
    const sent = fake.requests.length;
    fake.enqueueTexts(composeIntroductions({ ...WRITER_ANSWERS, achievements: changed }));
    expect((await json(app, 'POST', '/api/introductions', checked, nadia.headers)).status).toBe(201);
    const prompts = fake.requests.slice(sent).map((request) => JSON.stringify(request.body.messages));
    expect(prompts).toHaveLength(5);
    for (const prompt of prompts) expect(prompt).toContain(`How the answers read`);
    expect(prompts[0]).toContain(JSON.stringify(`- ${changed}`).slice(1, -1));

    const unread = fake.requests.length;
    fake.enqueueTexts(GOOD_TEXTS);
    expect((await generate(nadia)).status).toBe(201);
    for (const request of fake.requests.slice(unread)) expect(JSON.stringify(request.body.messages)).not.toContain('How the answers read');
  });
  it('out of credits is 402 with the out-of-credits message, and the AI is not called', async () => {
    const grace = await devLogin(app, 'grace@example.com');
    await sql('update credits set free_remaining = 0 where user_id = ?', [grace.user.id]);
    const sent = fake.requests.length;
    const refused = await generate(grace);
    expect(refused).toMatchObject({
      status: 402,
      body: { message: "You've used all your free introductions for today. Upgrade to continue." },
    });
    expect(fake.requests.length).toBe(sent);
  });

  // Every request is answered so: two 500s are a request and the SDK's retry, an unusable text is asked for twice.
  const failures: [string, FakeReply, string][] = [
    ['two 500s', { status: 500 }, 'AI_UNAVAILABLE'],
    ['an unusable text', { content: 'unfinished' }, 'AI_BAD_OUTPUT'],
    ['a timeout', { hang: true }, 'AI_TIMEOUT'],
  ];

  it.each(failures)(
    'after %s the answer is 503, the credit is back in its own bucket, nothing is stored, and the cause is logged',
    async (name, reply, cause) => {
      const user = await devLogin(app, `${name.replace(/\W+/g, '-')}@example.com`);
      const rounds = [
        { balance: { free_remaining: 1, purchased_remaining: 0 }, expected: { freeRemaining: 1, purchasedRemaining: 0 } },
        { balance: { free_remaining: 0, purchased_remaining: 1 }, expected: { freeRemaining: 0, purchasedRemaining: 1 } },
      ];
      for (const { balance, expected } of rounds) {
        await sql('update credits set free_remaining = ?, purchased_remaining = ? where user_id = ?', [
          balance.free_remaining,
          balance.purchased_remaining,
          user.user.id,
        ]);
        fake.respondWith(reply);
        const logged = logLines.length;
        const failed = await generate(user);
        expect(failed).toMatchObject({ status: 503, body: { message: GENERATION_FAILED_MESSAGE } });
        const lines = logLines.slice(logged).filter((line) => line.level === 50);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({
          reqId: failed.headers.get('x-request-id'),
          msg: `GENERATION_UNAVAILABLE: ${GENERATION_FAILED_MESSAGE}`,
        });
        expect(JSON.stringify(lines[0])).toContain(cause);
        // Never the answers or the token.
        expect(JSON.stringify(lines[0])).not.toContain(REQUEST.mission);
        expect(JSON.stringify(lines[0])).not.toContain(user.token);
        expect(await credits(user)).toMatchObject({ remaining: 1, ...expected });
        expect(fake.pending()).toBe(0);
      }
      expect(await list(user)).toEqual([]);
      const [row] = await sql('select free_used from credits where user_id = ?', [user.user.id]);
      expect(row).toEqual({ free_used: 0 });
    },
  );

  it('a failed regeneration keeps the old texts and gives the credit back', async () => {
    const linus = await devLogin(app, 'linus@example.com');
    fake.enqueueTexts(GOOD_TEXTS);
    const { id, introductions } = (await generate(linus)).body.introduction;
    fake.respondWith({ status: 500 });
    const failed = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, linus.headers);
    expect(failed).toMatchObject({ status: 503, body: { message: GENERATION_FAILED_MESSAGE } });
    const after = await json(app, 'GET', `/api/introductions/${id}`, undefined, linus.headers);
    expect(after.body.introductions).toEqual(introductions);
    expect(await credits(linus)).toMatchObject({ remaining: 2 });
  });

  it('over GraphQL a failure has the code GENERATION_UNAVAILABLE and the credit comes back', async () => {
    const user = await devLogin(app, 'graphql-outage@example.com');
    fake.respondWith({ status: 500 });
    const mutation = `mutation ($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id } }`;
    const logged = logLines.length;
    const response = await json(app, 'POST', '/graphql', { query: mutation, variables: { input: REQUEST } }, user.headers);
    expect(response.body.errors[0]).toMatchObject({ message: GENERATION_FAILED_MESSAGE, extensions: { code: 'GENERATION_UNAVAILABLE' } });
    const errors = logLines.slice(logged).filter((line) => line.level === 50);
    expect(errors).toMatchObject([{ msg: 'Resolver failed', path: 'generateIntroduction', reqId: response.headers.get('x-request-id') }]);
    expect(JSON.stringify(errors[0])).toContain('AI_UNAVAILABLE: the writer is not available (the request failed (HTTP 500))');
    expect(await credits(user)).toMatchObject({ remaining: 3 });
  });

  it('goes on writing when the person leaves mid-writing: the texts are stored and the credit stays spent', async () => {
    const user = await devLogin(app, 'leaves-early@example.com');
    fake.respondWith((purpose) => ({ content: GOOD_TEXTS[purpose], firstTokenMs: 300 }));
    const sent = fake.requests.length;
    const abandoned = fake.abandoned();
    const controller = new AbortController();
    const leaving = fetch(`${app.baseUrl}/api/introductions`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(REQUEST),
      signal: controller.signal,
    }).catch(() => 'left');
    await expect.poll(() => fake.requests.length).toBe(sent + 5);
    controller.abort();
    expect(await leaving).toBe('left');
    await expect.poll(async () => (await list(user))[0]?.introductions, { timeout: 5_000 }).toEqual(GOOD_TEXTS);
    expect(await credits(user)).toMatchObject({ remaining: 2 });
    expect(fake.abandoned()).toBe(abandoned);
  });
});
