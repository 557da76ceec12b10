import { GENERATION_FAILED_MESSAGE } from '@firstwords/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, startAppInstance, startAppProcess, type AppInstance, type AppProcess } from '../../../../test/app-instances.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/database.js';
import { allEvents, openEventStream } from '../../../../test/event-stream.js';
import { startFakeOpenAI, type FakeOpenAI } from '../../../../test/fakes/fake-openai.js';
import { GENERATION_REQUEST } from '../../../../test/fixtures/introductions.fixtures.js';
import { devLogin, json } from '../../../../test/http.js';
import { auditCredits } from '../../credits/credit-audit.js';
import { composeIntroductions } from '../../generation/planning/offline-composer.js';
import { DEFAULT_WRITING_SETTINGS } from './writing-runner.js';

const TEXTS = composeIntroductions({ ...GENERATION_REQUEST, cvText: undefined });
/** What docs/api.md states: a writing abandoned by a dead replica is refunded within its lease and one sweep. */
const STATED_MS = DEFAULT_WRITING_SETTINGS.leaseMs + DEFAULT_WRITING_SETTINGS.sweepEveryMs;

describe('a replica that dies mid-writing', () => {
  let db: TestDatabase;
  let fake: FakeOpenAI;
  let dying: AppProcess;
  let survivor: AppInstance;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Slow enough that the writing is still going when its replica is killed.
    fake = await startFakeOpenAI({ tokensPerSecond: 5, respond: (purpose) => ({ content: TEXTS[purpose] }) });
    const env = { DATABASE_URL: db.url, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL };
    dying = await startAppProcess(env);
    survivor = await startAppInstance(db.url, env, { serviceOptions: { writing: { sweepEveryMs: 200 } } });
  });
  afterAll(async () => {
    await dying?.stop();
    await survivor?.close();
    await fake?.close();
    await db?.close();
  });

  it('leaves nothing stuck: another replica refunds it within the stated time and tells its watchers', async () => {
    const app = clientOf(dying);
    const other = clientOf(survivor);
    const ada = await devLogin(app, 'killed-mid-writing@example.com');
    const started = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, { ...ada.headers, prefer: 'respond-async' });
    expect(started.status).toBe(202);
    const { id } = started.body.introduction;
    const watcher = await openEventStream(other, `/api/introductions/${id}/writing`, ada.headers);
    // Words have arrived: the writing is under way on the replica about to die.
    const first = await watcher.events.next();
    expect(first.value).toMatchObject({ event: 'draft' });

    dying.child.kill('SIGKILL');
    const killedAt = Date.now();
    const rest = await allEvents(watcher);
    const endedAfterMs = Date.now() - killedAt;

    expect(rest.at(-1)).toEqual({ event: 'failed', data: { message: GENERATION_FAILED_MESSAGE, code: 'GENERATION_UNAVAILABLE' } });
    expect(endedAfterMs).toBeLessThan(STATED_MS);
    expect((await json(other, 'GET', '/api/credits', undefined, ada.headers)).body.remaining).toBe(3);
    expect((await json(other, 'GET', `/api/introductions/${id}`, undefined, ada.headers)).status).toBe(404);
    // The credits' history agrees: the spend the killed replica made is settled by the refund.
    expect(await auditCredits(db.orm.em.fork())).toEqual([]);
  }, 60_000);
});
