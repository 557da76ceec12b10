import { TEXT_KINDS } from '@firstwords/contracts';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app.js';
import { allEvents, openEventStream, type StreamEvent } from '../../../../test/event-stream.js';
import { GENERATION_REQUEST, generateIntroductionId } from '../../../../test/fixtures/introductions.fixtures.js';
import { devLogin, graphql, json, type SignedInUser } from '../../../../test/http.js';

const ASYNC = { prefer: 'respond-async' };

/** The drafts of each purpose in the order they came, and the last event. */
function readWriting(events: StreamEvent[]) {
  const drafts = events.filter((event) => event.event === 'draft').map((event) => event.data);
  const byPurpose = Object.fromEntries(TEXT_KINDS.map((purpose) => [purpose, drafts.filter((draft) => draft.purpose === purpose)]));
  return { byPurpose, last: events.at(-1) };
}

describe('texts written in the background (the offline writer)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A short lease, so the sweep's test is quick; long enough for the offline writer's first, slowest texts.
    app = await startTestApp({}, { serviceOptions: { writing: { leaseMs: 2_000, storeEveryMs: 200, sweepEveryMs: 100 } } });
  });
  afterAll(async () => app.close());

  const sql = (query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute(query, params);
  const remaining = async (user: SignedInUser) => (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;

  it('answers at once with Prefer: respond-async, then streams each text at the Location until all four are stored', async () => {
    const ada = await devLogin(app, 'async-ada@example.com');
    const started = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, { ...ada.headers, ...ASYNC });
    expect(started.status).toBe(202);
    expect(started.headers.get('preference-applied')).toBe('respond-async');
    const { id } = started.body.introduction;
    expect(started.headers.get('location')).toBe(`/api/introductions/${id}/writing`);
    expect(await remaining(ada)).toBe(2);
    const stream = await openEventStream(app, `/api/introductions/${id}/writing`, ada.headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const { byPurpose, last } = readWriting(await allEvents(stream));

    const stored = (await json(app, 'GET', `/api/introductions/${id}`, undefined, ada.headers)).body;
    expect(last).toMatchObject({ event: 'done', data: { introduction: { id, introductions: stored.introductions } } });
    // The offline writer is done before the stream opens: whatever drafts a watcher sees begin the stored texts.
    for (const purpose of TEXT_KINDS) {
      expect(stored.introductions[purpose]).toEqual(expect.any(String));
      for (const draft of byPurpose[purpose] ?? []) expect(stored.introductions[purpose].startsWith(draft.text)).toBe(true);
    }
  });

  it('ends the stream at once with the introduction when nothing is being written', async () => {
    const grace = await devLogin(app, 'written-grace@example.com');
    const id = await generateIntroductionId(app, grace);
    const events = await allEvents(await openEventStream(app, `/api/introductions/${id}/writing`, grace.headers));
    expect(events).toEqual([{ event: 'done', data: { introduction: expect.objectContaining({ id }) } }]);
  });

  it("refuses another person's writing, and a missing one, before a stream opens", async () => {
    const owner = await devLogin(app, 'stream-owner@example.com');
    const other = await devLogin(app, 'stream-other@example.com');
    const id = await generateIntroductionId(app, owner);
    const theirs = await openEventStream(app, `/api/introductions/${id}/writing`, other.headers);
    expect(theirs.status).toBe(403);
    expect((await openEventStream(app, '/api/introductions/999999/writing', other.headers)).status).toBe(404);
    expect((await openEventStream(app, `/api/introductions/${id}/writing`)).status).toBe(401);
  });

  it('streams over GraphQL: the mutation answers at once with stream: true, the subscription brings the texts and then the introduction', async () => {
    const lin = await devLogin(app, 'graphql-stream@example.com');
    const started = await graphql(
      app,
      `
        mutation ($input: GenerateIntroductionInput!) {
          generateIntroduction(input: $input, stream: true) {
            id
            introductions {
              linkedin
            }
          }
        }
      `,
      { input: GENERATION_REQUEST },
      lin.headers,
    );
    const { id, introductions } = started.body.data.generateIntroduction;
    expect(introductions.linkedin).toBeNull();

    const client = createClient({ url: `${app.baseUrl}/graphql/stream`, headers: lin.headers, retryAttempts: 0 });
    const events: {
      data?: {
        introductionWriting: {
          draft: { purpose: string; text: string; state: string } | null;
          introduction: { introductions: Record<string, string> } | null;
        };
      };
    }[] = [];
    const subscription = client.iterate({
      query: `subscription ($id: Int!) {
        introductionWriting(id: $id) { draft { purpose text state } introduction { id introductions { linkedin job pitch business headline } } }
      }`,
      variables: { id },
    });
    for await (const event of subscription) events.push(event as (typeof events)[number]);
    client.dispose();

    const last = events.at(-1)?.data?.introductionWriting;
    expect(last?.draft).toBeNull();
    const stored = (await json(app, 'GET', `/api/introductions/${id}`, undefined, lin.headers)).body;
    expect(last?.introduction?.introductions).toEqual(stored.introductions);
    for (const purpose of TEXT_KINDS) expect(stored.introductions[purpose]).toEqual(expect.any(String));
  });

  it("refuses to subscribe to another person's writing", async () => {
    const owner = await devLogin(app, 'graphql-owner@example.com');
    const other = await devLogin(app, 'graphql-other@example.com');
    const id = await generateIntroductionId(app, owner);
    const client = createClient({ url: `${app.baseUrl}/graphql/stream`, headers: other.headers, retryAttempts: 0 });
    const results = [];
    for await (const result of client.iterate({
      query: 'subscription ($id: Int!) { introductionWriting(id: $id) { draft { text } } }',
      variables: { id },
    }))
      results.push(result);
    client.dispose();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ data: null, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });

  it('gives up a writing whose replica stopped renewing it: the credit back, the unwritten introduction gone, watchers told', async () => {
    const mary = await devLogin(app, 'abandoned@example.com');
    const written = await generateIntroductionId(app, mary);
    expect(await remaining(mary)).toBe(2);
    // What a replica that died mid-writing leaves: a new introduction without texts, its writing, the credit spent.
    const [{ id }] = (await sql(
      `insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context)
       select user_id, purpose, full_name, identity, role, audience, mission, context from introductions where id = ? returning id`,
      [written],
    )) as [{ id: number }];
    await sql(`update credits set free_remaining = free_remaining - 1 where user_id = ?`, [mary.user.id]);
    await sql(
      `insert into introduction_writings (id, introduction_id, origin, drafts, credit_bucket, lease_until)
       values (gen_random_uuid(), ?, 'generated', '[{"purpose":"pitch","text":"Hello.","state":"writing"}]', 'free', now() + interval '1 second')`,
      [id],
    );
    const watcher = await openEventStream(app, `/api/introductions/${id}/writing`, mary.headers);
    const events = await allEvents(watcher);
    expect(events[0]).toEqual({ event: 'draft', data: { purpose: 'pitch', text: 'Hello.', state: 'writing' } });
    expect(events.at(-1)).toEqual({
      event: 'failed',
      data: { message: 'Failed to generate introduction. Please try again.', code: 'GENERATION_UNAVAILABLE' },
    });
    expect(await remaining(mary)).toBe(2);
    expect((await json(app, 'GET', `/api/introductions/${id}`, undefined, mary.headers)).status).toBe(404);
    expect((await json(app, 'GET', `/api/introductions/${written}`, undefined, mary.headers)).status).toBe(200);
  });
});
