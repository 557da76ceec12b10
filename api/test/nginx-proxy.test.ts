// deploy/nginx.conf as docker-compose.yml runs it, in front of two replicas on one database: the texts being
// written reach the client as they are written, through the proxy, over REST and GraphQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/lib/free-port.js';
import { composeIntroductions } from '../src/modules/generation/planning/offline-composer.js';
import { clientOf, startAppInstance, type AppInstance } from './app-instances.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { openEventStream } from './event-stream.js';
import { startFakeOpenAI, type FakeOpenAI } from './fakes/fake-openai.js';
import { GENERATION_REQUEST } from './fixtures/introductions.fixtures.js';
import { devLogin, graphql, json } from './http.js';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEXTS = composeIntroductions({ ...GENERATION_REQUEST, cvText: undefined });
/** Slow enough that a buffering proxy would hold the first words back until the end. */
const TOKENS_PER_SECOND = 60;

/** The compose file's nginx config, with the replicas and the port of this test and its files in a directory of its own. */
async function nginxConfig(directory: string, port: number, replicas: AppInstance[]): Promise<string> {
  const config = await readFile(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
  const servers = replicas.map((replica) => `    server ${new URL(replica.baseUrl).host};`).join('\n');
  return `pid ${directory}/nginx.pid;\n${config}`
    .replace(/ {4}server app-1:4000[^\n]*\n {4}server app-2:4000[^\n]*/, servers)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('access_log /dev/stdout firstwords;', 'access_log off;')
    .replace('error_log /dev/stderr warn;', `error_log ${directory}/error.log warn;`)
    .replace('worker_processes auto;', 'worker_processes 1;\ndaemon off;');
}

async function proxyReady(baseUrl: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if ((await fetch(`${baseUrl}/healthz`).catch(() => undefined))?.status === 200) return;
  }
  throw new Error('nginx did not answer within 10 s');
}

describe('the texts being written, through deploy/nginx.conf', () => {
  let db: TestDatabase;
  let fake: FakeOpenAI;
  let replicas: AppInstance[] = [];
  let nginx: ChildProcess | undefined;
  let directory: string;
  let proxy: { baseUrl: string };

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx is needed at ${NGINX} (apt-get install nginx-light, or set NGINX_PATH)`);
    db = await createTestDatabase();
    fake = await startFakeOpenAI({ tokensPerSecond: TOKENS_PER_SECOND, respond: (purpose) => ({ content: TEXTS[purpose] }) });
    const env = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL };
    replicas = await Promise.all([startAppInstance(db.url, env), startAppInstance(db.url, env)]);
    directory = await mkdtemp(join(tmpdir(), 'firstwords-nginx-'));
    const port = await findFreePort();
    await writeFile(join(directory, 'nginx.conf'), await nginxConfig(directory, port, replicas));
    nginx = spawn(NGINX, ['-p', directory, '-c', join(directory, 'nginx.conf')], { stdio: 'ignore' });
    proxy = { baseUrl: `http://127.0.0.1:${port}` };
    await proxyReady(proxy.baseUrl);
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(replicas.map((replica) => replica.close()));
    await fake?.close();
    await db?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('passes each draft on as it comes, over REST and GraphQL, whichever replica writes', async () => {
    const app = clientOf(proxy);
    const ada = await devLogin(app, 'behind-nginx@example.com');
    const started = await json(app, 'POST', '/api/introductions', GENERATION_REQUEST, { ...ada.headers, prefer: 'respond-async' });
    expect(started.status).toBe(202);
    const { id } = started.body.introduction;

    const stream = await openEventStream(app, `/api/introductions/${id}/writing`, ada.headers);
    const first = (await stream.events.next()).value;
    const client = createClient({ url: `${proxy.baseUrl}/graphql/stream`, headers: ada.headers, retryAttempts: 0 });
    const subscription = client.iterate({
      query: 'subscription ($id: Int!) { introductionWriting(id: $id) { draft { text } } }',
      variables: { id },
    });
    const firstOverGraphQL = (await subscription.next()).value;
    let last = first;
    for await (const event of stream.events) last = event;
    await subscription.return?.(undefined);
    client.dispose();

    expect(first).toMatchObject({ event: 'draft' });
    expect(firstOverGraphQL).toMatchObject({ data: { introductionWriting: { draft: { text: expect.any(String) } } } });
    expect(last).toMatchObject({ event: 'done', data: { introduction: { introductions: TEXTS } } });
    const written = await graphql(app, `{ introduction(id: ${id}) { introductions { linkedin } } }`, {}, ada.headers);
    expect(written.body.data.introduction.introductions.linkedin).toBe(TEXTS.linkedin);
  });
});
