import { GENERATION_FAILED_MESSAGE } from '@firstwords/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../../test/fakes/fake-openai.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../test/http.js';
import { type IntroductionAnswers } from '../generation/index.js';
import { composeIntroductions } from '../generation/planning/offline-composer.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';

// Rich enough that a shorter job answer exists: several achievements and a CV to trim.
const RICH_REQUEST = {
  ...GENERATION_REQUEST,
  purpose: 'job',
  achievements:
    'Wrote the first published algorithm for a computing machine. Translated and annotated a paper on the Analytical Engine. Corresponded with leading scientists on its uses.',
  cvText: 'Translator and analyst, Analytical Engine notes, 1842 to 1843.\nEducated privately in mathematics and science.',
};
const THIN_REQUEST = { ...GENERATION_REQUEST, purpose: 'pitch', achievements: '', communicationStyle: 'enthusiastic' };

describe('refining a text', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  const generate = async (user: SignedInUser, request: object = RICH_REQUEST) =>
    (await json(app, 'POST', '/api/introductions', request, user.headers)).body.introduction;
  const credits = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;
  const refinements = async (user: SignedInUser, id: number, purpose: string) =>
    (
      await graphql(
        app,
        'query($id: Int!, $purpose: TextKind!) { introduction(id: $id) { refinements(purpose: $purpose) } }',
        { id, purpose },
        user.headers,
      )
    ).body.data.introduction.refinements;

  it('makes the text shorter for one credit, keeps it as a version, and then offers it longer again', async () => {
    const ada = await devLogin(app, 'refine-ada@example.com');
    const created = await generate(ada);
    // Written in the most formal style, with every answer used: shorter and warmer are what it can become.
    expect(await refinements(ada, created.id, 'job')).toEqual(['shorter', 'warmer']);
    const before = await credits(ada);

    const refined = await json(
      app,
      'POST',
      `/api/introductions/${created.id}/refine`,
      { purpose: 'job', direction: 'shorter' },
      ada.headers,
    );
    expect(refined.status).toBe(200);
    const shorter = refined.body.introduction.introductions.job as string;
    expect(shorter.split(/\s+/).length).toBeLessThanOrEqual(Math.floor(created.introductions.job.split(/\s+/).length * 0.8));
    expect(await credits(ada)).toBe(before - 1);
    const [latest] = (await json(app, 'GET', `/api/introductions/${created.id}/versions?purpose=job`, undefined, ada.headers)).body;
    expect(latest).toMatchObject({ origin: 'shorter', writer: 'offline', text: shorter });
    // The answers hold what was cut, so the shorter text can grow again.
    expect(await refinements(ada, created.id, 'job')).toContain('longer');
  });

  it('makes it warmer, a step at a time, until there is no warmer style', async () => {
    const grace = await devLogin(app, 'refine-grace@example.com');
    const created = await generate(grace);
    const refine = 'mutation($input: RefineIntroductionInput!) { refineIntroduction(input: $input) { introductions { job } } }';
    const warmer = await graphql(
      app,
      refine,
      { input: { introductionId: created.id, purpose: 'job', direction: 'warmer' } },
      grace.headers,
    );
    // A step warmer than professional is conversational: the same facts, with contractions.
    const warmerJob = warmer.body.data.refineIntroduction.introductions.job as string;
    expect(warmerJob).toMatch(/\bI'm Ada Lovelace\b/);
    expect(warmerJob).toContain('I wrote the first published algorithm for a computing machine');
    expect(await refinements(grace, created.id, 'job')).toEqual(expect.arrayContaining(['more_formal', 'warmer']));
    await graphql(app, refine, { input: { introductionId: created.id, purpose: 'job', direction: 'warmer' } }, grace.headers);
    expect(await refinements(grace, created.id, 'job')).not.toContain('warmer');
  });

  it('refuses a direction the answers do not allow, before spending a credit', async () => {
    const linus = await devLogin(app, 'refine-linus@example.com');
    const created = await generate(linus, THIN_REQUEST);
    expect(await refinements(linus, created.id, 'pitch')).toEqual(['shorter', 'more_formal']);
    const before = await credits(linus);
    for (const [direction, message] of [
      ['longer', 'Your answers hold nothing more for this text; add achievements or your CV for a longer one'],
      ['warmer', 'This text is already as warm as it gets'],
      ['louder', 'Please choose shorter, longer, more formal or warmer'],
    ]) {
      const refused = await json(app, 'POST', `/api/introductions/${created.id}/refine`, { purpose: 'pitch', direction }, linus.headers);
      expect(refused).toMatchObject({ status: 400, body: { message } });
    }
    expect(await credits(linus)).toBe(before);
    const other = await devLogin(app, 'refine-other@example.com');
    const forbidden = await json(
      app,
      'POST',
      `/api/introductions/${created.id}/refine`,
      { purpose: 'pitch', direction: 'more_formal' },
      other.headers,
    );
    expect(forbidden.status).toBe(403);
  });
});

describe('refining through OpenAI', () => {
  let fake: FakeOpenAI;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    app = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL }, { serviceOptions: { openaiTimeoutMs: 1_000 } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const answers: IntroductionAnswers = { ...(RICH_REQUEST as unknown as IntroductionAnswers) };
  const written = composeIntroductions(answers);

  it('sends the current text with the direction as a follow-up, and keeps what comes back as a version', async () => {
    const hedy = await devLogin(app, 'refine-hedy@example.com');
    fake.enqueueTexts(written);
    const created = (await json(app, 'POST', '/api/introductions', RICH_REQUEST, hedy.headers)).body.introduction;
    const shorter =
      'Thank you for having me. I am Ada Lovelace, an analyst of computing engines. I wrote the first published algorithm for a computing machine. My aim is to show that machines can do far more than arithmetic. I would be glad to discuss how I could contribute to your team.';
    const sent = fake.requests.length;
    fake.enqueue('job', { content: shorter });

    const refined = await json(
      app,
      'POST',
      `/api/introductions/${created.id}/refine`,
      { purpose: 'job', direction: 'shorter' },
      hedy.headers,
    );
    expect(refined.body.introduction.introductions.job).toBe(shorter);
    const messages = fake.requests[sent]?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.at(-2)).toMatchObject({ role: 'assistant' });
    expect(messages.at(-2)?.content).toBe(written.job);
    expect(messages.at(-1)?.content).toContain('Rewrite the job text. Make it noticeably shorter');
    const [latest] = (await json(app, 'GET', `/api/introductions/${created.id}/versions?purpose=job`, undefined, hedy.headers)).body;
    expect(latest).toMatchObject({ origin: 'shorter', writer: 'openai', text: shorter });
  });

  it('gives the credit back when the writer fails, and keeps the text as it was', async () => {
    const mary = await devLogin(app, 'refine-mary@example.com');
    fake.enqueueTexts(written);
    const created = (await json(app, 'POST', '/api/introductions', RICH_REQUEST, mary.headers)).body.introduction;
    const before = (await json(app, 'GET', '/api/credits', undefined, mary.headers)).body.remaining;
    fake.enqueue('job', { status: 500 }, { status: 500 });
    const failed = await json(
      app,
      'POST',
      `/api/introductions/${created.id}/refine`,
      { purpose: 'job', direction: 'warmer' },
      mary.headers,
    );
    expect(failed).toMatchObject({ status: 503, body: { message: GENERATION_FAILED_MESSAGE } });
    expect((await json(app, 'GET', '/api/credits', undefined, mary.headers)).body.remaining).toBe(before);
    expect((await json(app, 'GET', `/api/introductions/${created.id}`, undefined, mary.headers)).body.jobIntro).toBe(written.job);
  });
});
