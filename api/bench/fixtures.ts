import { PURPOSES } from '@firstwords/contracts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/config/env.js';
import { hashToken } from '../src/modules/auth/session.service.js';
import { type IntroductionAnswers } from '../src/modules/generation/index.js';
import { composeIntroductions } from '../src/modules/generation/planning/offline-composer.js';
import { API_DIRECTORY } from './processes.js';

/** What the benchmark's people answer in the questionnaire. */
export const BENCH_ANSWERS: IntroductionAnswers = {
  fullName: 'Amelia Hart',
  purpose: 'linkedin',
  identity: 'An operations leader who untangles complicated processes',
  role: 'Head of Operations',
  audience: 'Founders of logistics start-ups',
  mission: 'Help growing companies deliver faster without burning out their teams',
  context: 'Looking for an advisory role',
  achievements: 'Cut average delivery time from 4.5 days to 2 days',
  communicationStyle: 'professional',
};

export const READER_INTRODUCTIONS = 50;

export interface Fixtures {
  /** A signed-in user with READER_INTRODUCTIONS introductions, every fifth rated. */
  readerToken: string;
  adminToken: string;
  /** Premium users, one pool for the app and one for the baseline: generation is limited per user. */
  appWriterTokens: string[];
  /** Writers for the streaming section, apart from the generation section's. */
  streamWriterTokens: string[];
  /** Writers for the hostile-answers section, one a writing. */
  hostileWriterTokens: string[];
  baselineWriterTokens: string[];
}

/** Fills the database with the shared seed script, in its own process; answers the seconds it took. */
export async function seed(databaseUrl: string, users: number, introductions: number): Promise<number> {
  const started = performance.now();
  const script = ['test/seed/seed-cli.ts', '--users', String(users), '--introductions', String(introductions)];
  const seeder = spawn(process.execPath, ['--import', 'tsx', ...script], {
    cwd: API_DIRECTORY,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve, reject) => seeder.on('error', reject).on('exit', resolve));
  if (code !== 0) throw new Error(`The seed script exited with code ${code}`);
  return (performance.now() - started) / 1000;
}

async function signIn(appUrl: string, path: string, body: object): Promise<{ token: string; user: { id: string } }> {
  const response = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** The reader's introductions, written by the offline composer as generation would, an hour apart. */
async function addIntroductions(db: pg.Client, userId: string): Promise<void> {
  const rows = Array.from({ length: READER_INTRODUCTIONS }, (_, n) => {
    const answers = { ...BENCH_ANSWERS, purpose: PURPOSES[n % PURPOSES.length] ?? 'linkedin' };
    const texts = composeIntroductions(answers, n);
    return {
      user_id: userId,
      purpose: answers.purpose,
      full_name: answers.fullName,
      identity: answers.identity,
      role: answers.role,
      audience: answers.audience,
      mission: answers.mission,
      context: answers.context,
      achievements: answers.achievements,
      communication_style: answers.communicationStyle,
      linkedin_intro: texts.linkedin,
      job_intro: texts.job,
      pitch_intro: texts.pitch,
      business_intro: texts.business,
      created_at: new Date(Date.now() - n * 3_600_000).toISOString(),
    };
  });
  const columns = Object.keys(rows[0] ?? {}).join(', ');
  await db.query(`insert into introductions (${columns}) select ${columns} from json_populate_recordset(null::introductions, $1)`, [
    JSON.stringify(rows),
  ]);
  await db.query(
    `insert into introduction_feedback (introduction_id, user_id, rating, comment)
     select id, user_id, 1 + id % 5, 'Rated by the benchmark' from introductions where user_id = $1 and id % 5 = 0`,
    [userId],
  );
}

/** Premium users with open sessions, made in one statement; answers their tokens. */
async function addWriters(db: pg.Client, prefix: string, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  await db.query(
    `with made as (
       select gen_random_uuid() as id, n, token_hash from unnest($2::text[]) with ordinality as t(token_hash, n)
     ), new_users as (
       insert into users (id, username, email, display_name)
       select id, $1 || n || '@example.test', $1 || n || '@example.test', 'Bench Writer ' || n from made
     ), new_credits as (
       insert into credits (id, user_id, is_premium) select gen_random_uuid(), id, true from made
     )
     insert into sessions (id, token_hash, user_id, expires_at)
     select gen_random_uuid(), token_hash, id, now() + interval '1 day' from made`,
    [prefix, tokens.map(hashToken)],
  );
  return tokens;
}

export async function prepareFixtures(appUrl: string, databaseUrl: string, writersEach: number): Promise<Fixtures> {
  const reader = await signIn(appUrl, '/api/auth/dev-login', { email: 'bench-reader@example.test', name: 'Bench Reader' });
  const admin = await signIn(appUrl, '/api/auth/admin-login', { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await addIntroductions(db, reader.user.id);
    return {
      readerToken: reader.token,
      adminToken: admin.token,
      appWriterTokens: await addWriters(db, 'bench-app-writer-', writersEach),
      baselineWriterTokens: await addWriters(db, 'bench-baseline-writer-', writersEach),
      streamWriterTokens: await addWriters(db, 'bench-stream-writer-', 100),
      hostileWriterTokens: await addWriters(db, 'bench-hostile-writer-', 10),
    };
  } finally {
    await db.end();
  }
}
