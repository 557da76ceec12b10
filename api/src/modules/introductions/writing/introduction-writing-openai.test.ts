import { GENERATION_FAILED_MESSAGE, type Purpose, PURPOSES } from '@firstwords/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app.js';
import { clientOf, startAppInstance, type AppInstance } from '../../../../test/app-instances.js';
import { allEvents, openEventStream, type EventStream, type StreamEvent } from '../../../../test/event-stream.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../test/fakes/fake-openai.js';
import { GENERATION_REQUEST } from '../../../../test/fixtures/introductions.fixtures.js';
import { devLogin, json, type SignedInUser } from '../../../../test/http.js';
import { type IntroductionAnswers } from '../../generation/index.js';
import { composeIntroductions } from '../../generation/planning/offline-composer.js';

const ANSWERS: IntroductionAnswers = { ...GENERATION_REQUEST, cvText: undefined };
const TEXTS = composeIntroductions(ANSWERS);
const ASYNC = { prefer: 'respond-async' };
/** Fast enough for a test, slow enough that a text is seen growing: the longest text takes about two seconds. */
const TOKENS_PER_SECOND = 120;
const SETTINGS = { openaiTimeoutMs: 8_000, openaiIdleTimeoutMs: 500 };
const ENV = (fake: FakeOpenAI) => ({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL });

const draftsOf = (events: StreamEvent[], purpose: Purpose) =>
  events.filter((event) => event.event === 'draft' && event.data.purpose === purpose).map((event) => event.data);

/** Reads events until one passes `test`; the rest stay in the stream. */
async function readUntil(stream: EventStream, test: (event: StreamEvent) => boolean): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of stream.events) {
    seen.push(event);
    if (test(event)) break;
  }
  return seen;
}

describe('texts streamed from the model, on two replicas of one database', () => {
  let fake: FakeOpenAI;
  let app: TestApp;
  let replica: AppInstance;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ tokensPerSecond: TOKENS_PER_SECOND });
    app = await startTestApp(ENV(fake), { serviceOptions: SETTINGS });
    replica = await startAppInstance(app.db.url, ENV(fake), { serviceOptions: SETTINGS });
  });
  afterEach(() => fake.respondWith((purpose) => ({ content: TEXTS[purpose] })));
  afterAll(async () => {
    await replica?.close();
    await app?.close();
    await fake?.close();
  });

  const remaining = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;
  const start = async (user: SignedInUser) => {
    const started = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, { ...user.headers, ...ASYNC });
    expect(started.status).toBe(202);
    return started.body.introduction.id as number;
  };
  const watch = (id: number, user: SignedInUser, on: { baseUrl: string } = app) =>
    openEventStream(clientOf(on), `/api/introductions/${id}/writing`, user.headers);

  it('shows each text growing as the model writes it, then stores the four that passed', async () => {
    fake.respondWith((purpose) => ({ content: TEXTS[purpose] }));
    const ada = await devLogin(app, 'grows@example.com');
    const id = await start(ada);
    const events = await allEvents(await watch(id, ada));

    for (const purpose of PURPOSES) {
      const drafts = draftsOf(events, purpose);
      const writing = drafts.filter((draft) => draft.state === 'writing');
      expect(writing.length, `${purpose}: drafts while writing`).toBeGreaterThan(2);
      for (const [index, draft] of writing.entries()) {
        expect(TEXTS[purpose].startsWith(draft.text), `${purpose} draft ${index} begins the text`).toBe(true);
        if (index > 0) expect(draft.text.length).toBeGreaterThan(writing[index - 1].text.length);
      }
      expect(drafts.at(-1)).toEqual({ purpose, text: TEXTS[purpose], state: 'done' });
      // No draft shown carries the stray spaces between the model's pieces.
      expect(writing.every((draft) => draft.text === draft.text.trim() && !draft.text.includes('  '))).toBe(true);
    }
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { introduction: { id, introductions: TEXTS } } });
    expect(await remaining(ada)).toBe(2);
  });

  it('shows the text so far at once to a reload, and on the other replica, then goes on', async () => {
    // Slower, so that the reloads come well before the end.
    fake.respondWith((purpose) => ({ content: TEXTS[purpose], tokensPerSecond: TOKENS_PER_SECOND / 3 }));
    const grace = await devLogin(app, 'reloads@example.com');
    const id = await start(grace);
    const first = await watch(id, grace);
    const before = await readUntil(
      first,
      (event) => event.event === 'draft' && event.data.purpose === 'linkedin' && event.data.text.length > 200,
    );
    first.close();
    const seenSoFar = draftsOf(before, 'linkedin').at(-1).text as string;
    // Nobody else follows it, on the replica that writes it or the other.
    const other = await devLogin(app, 'reloads-other@example.com');
    for (const on of [app, replica]) expect((await watch(id, other, on)).status).toBe(403);

    // A reload on this replica, and the stream picked up by the other one.
    const resumed = await Promise.all([app, replica].map(async (on) => allEvents(await watch(id, grace, on))));
    for (const events of resumed) {
      const linkedin = draftsOf(events, 'linkedin');
      // The stored drafts (at most a second old) at once, then the text so far with the next announcement.
      expect(TEXTS.linkedin.startsWith(linkedin[0]?.text)).toBe(true);
      expect(linkedin.slice(0, 2).some((draft) => draft.state === 'writing' && draft.text.startsWith(seenSoFar))).toBe(true);
      expect(linkedin.at(-1)).toEqual({ purpose: 'linkedin', text: TEXTS.linkedin, state: 'done' });
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { introduction: { introductions: TEXTS } } });
    }
  });

  it('shows a text that fails its check as polishing, then replaces it with the answer asked again', async () => {
    fake.respondWith((purpose) => ({ content: TEXTS[purpose] }));
    const unfinished = TEXTS.pitch.replace(/[.!?]$/, ' and');
    fake.enqueue('pitch', { content: unfinished }, { content: TEXTS.pitch });
    const lin = await devLogin(app, 'polished@example.com');
    const id = await start(lin);
    const pitch = draftsOf(await allEvents(await watch(id, lin)), 'pitch');
    const polishing = pitch.findIndex((draft) => draft.state === 'polishing');
    expect(pitch[polishing]).toEqual({ purpose: 'pitch', text: unfinished, state: 'polishing' });
    expect(pitch.slice(polishing + 1)).toEqual([{ purpose: 'pitch', text: TEXTS.pitch, state: 'done' }]);
    const stored = (await json(app, 'GET', `/api/introductions/${id}`, undefined, lin.headers)).body;
    expect(stored.introductions.pitch).toBe(TEXTS.pitch);
  });

  for (const [fault, reply] of [
    ['stalls', { stallAfterTokens: 8 }],
    ['breaks off', { breakAfterTokens: 8 }],
  ] as const) {
    it(`ends in the failure message and a refund when the model ${fault} mid-text; the unwritten introduction is gone`, async () => {
      fake.respondWith((purpose) => ({ content: TEXTS[purpose], ...(purpose === 'job' ? reply : {}) }));
      const mary = await devLogin(app, `model-${fault.replace(' ', '-')}@example.com`);
      const id = await start(mary);
      const events = await allEvents(await watch(id, mary, replica));
      expect(events.at(-1)).toEqual({ event: 'failed', data: { message: GENERATION_FAILED_MESSAGE, code: 'GENERATION_UNAVAILABLE' } });
      expect(draftsOf(events, 'job').length).toBeGreaterThan(0);
      expect(await remaining(mary)).toBe(3);
      expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, mary.headers)).status).toBe(404);
    });
  }

  it('refuses a second writing of an introduction while one runs (409), and charges only the first', async () => {
    fake.respondWith((purpose) => ({ content: TEXTS[purpose] }));
    const ann = await devLogin(app, 'twice@example.com');
    const id = await start(ann);
    const again = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, ann.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/still being written/);
    expect(await remaining(ann)).toBe(2);
    await allEvents(await watch(id, ann));
    const regenerated = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, ann.headers);
    expect(regenerated.status).toBe(200);
    expect(await remaining(ann)).toBe(1);
  });

  it('tells a page that follows a rewrite after it failed that it failed, and lets the next one start', async () => {
    const eve = await devLogin(app, 'late-follower@example.com');
    const id = await start(eve);
    await allEvents(await watch(id, eve));
    expect(await remaining(eve)).toBe(2);

    fake.respondWith({ status: 500 });
    const rewrite = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, { ...eve.headers, ...ASYNC });
    expect(rewrite.status).toBe(202);
    await vi.waitFor(async () => expect(await remaining(eve)).toBe(2), { timeout: 5_000 });
    // The page subscribes only now, on either replica: the writing has ended, and badly.
    for (const on of [app, replica]) {
      expect(await allEvents(await watch(id, eve, on))).toEqual([
        { event: 'failed', data: { message: GENERATION_FAILED_MESSAGE, code: 'GENERATION_UNAVAILABLE' } },
      ]);
    }
    const shown = await json(app, 'GET', `/api/introductions/${id}`, undefined, eve.headers);
    expect(shown.body.introductions).toEqual(TEXTS);

    fake.respondWith((purpose) => ({ content: TEXTS[purpose] }));
    const next = await json(app, 'POST', `/api/introductions/${id}/regenerate`, undefined, { ...eve.headers, ...ASYNC });
    expect(next.status).toBe(202);
    expect((await allEvents(await watch(id, eve))).at(-1)).toMatchObject({ event: 'done' });
    expect(await remaining(eve)).toBe(1);
  });
});
