import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { GENERATION_REQUEST } from '../../../test/fixtures/introductions.fixtures.js';
import { HOSTILE_SHAPES, hostileAnswers, type HostileShape } from '../../../test/fixtures/hostile-answers.fixtures.js';
import { devLogin, json, type SignedInUser } from '../../../test/http.js';

const ASYNC = { prefer: 'respond-async' };
const GENERATION_FAILED = 'Failed to generate introduction. Please try again.';
const SHAPES = Object.keys(HOSTILE_SHAPES) as HostileShape[];

const credits = async (app: TestApp, user: SignedInUser) =>
  (await json(app, 'GET', '/api/credits', undefined, user.headers)).body.remaining;
const introductions = async (app: TestApp, user: SignedInUser) =>
  (await json(app, 'GET', '/api/introductions', undefined, user.headers)).body.length;

describe('hostile answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ WRITING_BUDGET_MS: '500' });
    // The worker is up before the hostile writings come.
    const warm = await devLogin(app, 'warm@example.com');
    expect((await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, warm.headers)).status).toBe(201);
  });
  afterAll(async () => app.close());

  it('ten at once from ten accounts: each is written or refused with its credit back, and the server answers meanwhile', async () => {
    const people = await Promise.all(SHAPES.slice(0, 10).map((_, index) => devLogin(app, `hostile-${index}@example.com`)));
    let writing = people.length;
    const answers = Promise.all(
      people.map(async (person, index) => {
        const shape = SHAPES[index] as HostileShape;
        const response = await json(app, 'POST', '/api/introductions', hostileAnswers(shape), person.headers);
        writing -= 1;
        return { person, response };
      }),
    );
    // While they are written, the server answers at once: every probe comes back before the writings are done.
    const probes: number[] = [];
    for (let probe = 0; probe < 5; probe += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const healthz = await fetch(`${app.baseUrl}/healthz`);
      probes.push(healthz.status);
      expect(writing, `probe ${probe} answered while writings were under way`).toBeGreaterThan(0);
    }
    expect(probes).toEqual([200, 200, 200, 200, 200]);

    for (const { person, response } of await answers) {
      expect([201, 503]).toContain(response.status);
      if (response.status === 503) {
        expect(response.body).toEqual({ message: GENERATION_FAILED });
        expect(await credits(app, person)).toBe(3);
        expect(await introductions(app, person)).toBe(0);
      } else {
        expect(await credits(app, person)).toBe(2);
      }
    }
    expect((await answers).filter(({ response }) => response.status === 503).length).toBeGreaterThan(0);
  });

  it('past the queue, a new writing is refused with Retry-After before it spends a credit', async () => {
    const busy = await startTestApp({ WRITING_BUDGET_MS: '1500', WRITING_QUEUE_MAX: '1' });
    try {
      const [first, second, third] = await Promise.all(['a', 'b', 'c'].map((name) => devLogin(busy, `${name}@example.com`)));
      if (!first || !second || !third) throw new Error('three people are needed');
      // An ordinary writing first, so the worker is up: then one writing runs and one waits.
      expect((await json(busy, 'POST', '/api/introductions', GENERATION_REQUEST, first.headers)).status).toBe(201);
      const hostile = hostileAnswers('and repeated');
      expect((await json(busy, 'POST', '/api/introductions', hostile, { ...first.headers, ...ASYNC })).status).toBe(202);
      expect((await json(busy, 'POST', '/api/introductions', hostile, { ...second.headers, ...ASYNC })).status).toBe(202);

      const refused = await json(busy, 'POST', '/api/introductions', GENERATION_REQUEST, third.headers);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body.message).toMatch(/^FirstWords is writing a lot of introductions just now\. Nothing was charged/);
      expect(await credits(busy, third)).toBe(3);
      expect(await introductions(busy, third)).toBe(0);

      const graph = await json(
        busy,
        'POST',
        '/graphql',
        {
          query: 'mutation($input: GenerateIntroductionInput!) { generateIntroduction(input: $input) { id } }',
          variables: { input: GENERATION_REQUEST },
        },
        third.headers,
      );
      expect(graph.body.errors?.[0]?.extensions?.code).toBe('GENERATION_UNAVAILABLE');
      expect(await credits(busy, third)).toBe(3);
    } finally {
      await busy.close();
    }
  });
});
