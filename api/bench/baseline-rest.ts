// The REST baseline: node:http and pg answering the benchmarked REST calls with the app's SQL and views,
// without Express, MikroORM or the app's middleware. Settings: DATABASE_URL, PORT.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import type pg from 'pg';
import { restErrorResponse } from '../src/lib/error-responses.js';
import { AppError } from '../src/lib/errors.js';
import { systemClock } from '../src/lib/clock.js';
import { hitRateLimit } from '../src/lib/rate-limit.js';
import { AdminService } from '../src/modules/admin/admin.service.js';
import { CreditsService } from '../src/modules/credits/credits.service.js';
import { loadConfig } from '../src/config/env.js';
import { createLogger } from '../src/lib/logger.js';
import { OfflineIntroductionWriter, WritingPool, type IntroductionAnswers } from '../src/modules/generation/index.js';
import { toIntroductionJson, type IntroductionRecord } from '../src/modules/introductions/introduction.view.js';
import { openPool, restCredits, restIntroductions, signedIn, sqlOnlyEntityManager, type SignedIn } from './baseline-data.js';

const GENERATIONS_PER_USER = { name: 'generation', limit: 10, windowSeconds: 60 };
// The row's columns from its keys: a JSON object of snake_case columns, as `json_populate_record` reads it.
const INSERT_INTRODUCTION_SQL = `
insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context, achievements,
  cv_text, linkedin_url, communication_style, linkedin_intro, job_intro, pitch_intro, business_intro)
select user_id, purpose, full_name, identity, role, audience, mission, context, achievements,
  cv_text, linkedin_url, communication_style, linkedin_intro, job_intro, pitch_intro, business_intro
from json_populate_record(null::introductions, $1) returning *`;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camelCase = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const pool = openPool();
const em = sqlOnlyEntityManager(pool);
const admin = new AdminService(systemClock);
const credits = new CreditsService(systemClock);
// The app's own writer, in a writing pool of the app's size.
const writer = new OfflineIntroductionWriter(new WritingPool(loadConfig().writingPool, createLogger('silent')));

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Rate limit, one credit, the offline composer, one insert: the statements IntroductionsService.generate sends. */
async function generate(user: SignedIn, answers: IntroductionAnswers): Promise<IntroductionRecord> {
  if (!(await hitRateLimit(em, GENERATIONS_PER_USER, user.id, systemClock.now())).allowed) throw new HttpError(429, 'Too many requests');
  await credits.spend(em, user.id, { writingId: randomUUID() });
  const texts = await writer.write(answers, { variant: 0 });
  const fields = {
    userId: user.id,
    ...answers,
    linkedinIntro: texts.linkedin,
    jobIntro: texts.job,
    pitchIntro: texts.pitch,
    businessIntro: texts.business,
  };
  const row = Object.fromEntries(Object.entries(fields).map(([name, value]) => [snakeCase(name), value]));
  const inserted = await transaction(async (client) => (await client.query(INSERT_INTRODUCTION_SQL, [row])).rows[0]);
  const introduction = Object.fromEntries(Object.entries(inserted).map(([column, value]) => [camelCase(column), value]));
  return { ...introduction, user: { id: user.id } } as IntroductionRecord;
}

type Route = (user: SignedIn, req: IncomingMessage) => Promise<[status: number, body: unknown]>;

const adminOnly =
  (route: Route): Route =>
  (user, req) => {
    if (user.role !== 'admin') throw new HttpError(403, 'Admins only');
    return route(user, req);
  };

const ROUTES: Record<string, Route> = {
  'GET /api/credits': async (user) => [200, await restCredits(pool, user.id)],
  'GET /api/introductions': async (user) => [200, await restIntroductions(pool, user.id)],
  'POST /api/introductions': async (user, req) => {
    const introduction = await generate(user, JSON.parse(await text(req)) as IntroductionAnswers);
    return [201, { introduction: toIntroductionJson(introduction, null) }];
  },
  'GET /api/admin/stats': adminOnly(async () => {
    const stats = await admin.stats(em);
    const types = Object.fromEntries(stats.introductionTypes.map(({ purpose, count }) => [purpose, count]));
    return [200, { ...stats, introductionTypes: types }];
  }),
  'GET /api/admin/users': adminOnly(async () => [200, (await admin.users(em, {})).items]),
  'GET /api/admin/introductions': adminOnly(async () => {
    const page = await admin.introductions(em, {});
    const introsByDay = Object.fromEntries(page.introsByDay.map(({ day, count }) => [day, count]));
    return [200, { introductions: page.items, introsByDay, total: page.total }];
  }),
};

async function answer(req: IncomingMessage): Promise<[number, unknown]> {
  if (req.url === '/healthz') return [200, { status: 'ok' }];
  const route = ROUTES[`${req.method} ${req.url?.split('?')[0]}`];
  if (!route) throw new HttpError(404, 'Not found');
  const user = await signedIn(pool, req.headers.authorization);
  if (!user) throw new HttpError(401, 'Authentication required');
  return route(user, req);
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  return error instanceof AppError ? restErrorResponse(error).status : 500;
}

createServer((req: IncomingMessage, res: ServerResponse) => {
  answer(req)
    .catch((error: unknown) => [statusOf(error), { message: error instanceof Error ? error.message : String(error) }] as const)
    .then(([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
}).listen(Number(process.env.PORT), '127.0.0.1');
