// What both baseline servers share: a pg pool, and the app's own statements and views for the same calls,
// without Express, Apollo, TypeGraphQL, graphql-shield or MikroORM.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { RESOLVE_SQL } from '../src/modules/auth/auth.queries.js';
import { hashToken } from '../src/modules/auth/session.service.js';
import { BALANCE_SQL, type BalanceRow } from '../src/modules/credits/credits.queries.js';
import { DAILY_ALLOWANCE } from '@firstwords/contracts';
import { balanceView, utcToday, type CreditsView } from '../src/modules/credits/credits.service.js';
import type { RatedIntroduction } from '../src/modules/introductions/introductions.service.js';
import { toIntroductionJson, type IntroductionSummaryView } from '../src/modules/introductions/introduction.view.js';
import {
  LIST_SQL,
  listedIntroduction,
  pageParameters,
  SUMMARY_SQL,
  summaryView,
  type ListRow,
  type SummaryRow,
} from '../src/modules/introductions/introductions.queries.js';

/** The app's first page (up to 100, and one more to learn whether there is a next); the bench's lists are shorter. */
const FIRST_PAGE = 101;

// As MikroORM reads it: a date column stays 'YYYY-MM-DD' text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface SignedIn {
  id: string;
  role: string;
}

/** The app's statements use MikroORM's `?` placeholders; pg wants them numbered. */
function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

async function rows<T extends pg.QueryResultRow>(pool: pg.Pool, sql: string, params: unknown[]): Promise<T[]> {
  return (await pool.query<T>(numbered(sql), params)).rows;
}

export function openPool(): pg.Pool {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('Set DATABASE_URL to the database the app uses.');
  // The app's pool size (src/assembly/db/mikro-orm.config.ts).
  return new pg.Pool({ connectionString, max: 10 });
}

/** Enough of an EntityManager for the app's code that only sends SQL (`em.execute`, `em.getConnection().execute`). */
export function sqlOnlyEntityManager(pool: pg.Pool): EntityManager {
  const execute = (sql: string, params: unknown[] = []) => rows(pool, sql, params);
  return { execute, getConnection: () => ({ execute }) } as unknown as EntityManager;
}

/** The signed-in user of an `Authorization: Bearer` header, or null. */
export async function signedIn(pool: pg.Pool, authorization: string | undefined): Promise<SignedIn | null> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  const [session] = await rows<SignedIn & { session_expires_at: number }>(pool, RESOLVE_SQL, [hashToken(token)]);
  if (!session || session.session_expires_at <= Date.now()) return null;
  return { id: session.id, role: session.role };
}

export async function readCredits(pool: pg.Pool, userId: string): Promise<CreditsView> {
  const now = new Date();
  const [row] = await rows<BalanceRow>(pool, BALANCE_SQL, [utcToday(now), DAILY_ALLOWANCE, userId]);
  if (!row) throw new Error(`No credits for ${userId}`);
  return balanceView(row, now);
}

export async function listIntroductions(pool: pg.Pool, userId: string): Promise<RatedIntroduction[]> {
  return (await rows<ListRow>(pool, LIST_SQL, [userId, ...pageParameters(null, FIRST_PAGE)])).map(listedIntroduction);
}

/** `GET /api/credits` as REST answers it: the balance without GraphQL's `unlimited`. */
export async function restCredits(pool: pg.Pool, userId: string): Promise<Omit<CreditsView, 'unlimited'>> {
  const { unlimited: _unlimited, ...view } = await readCredits(pool, userId);
  return view;
}

/** `GET /api/introductions` as REST answers it: the first page in the REST shape. */
export async function restIntroductions(pool: pg.Pool, userId: string): Promise<ReturnType<typeof toIntroductionJson>[]> {
  return (await listIntroductions(pool, userId)).map(({ introduction, myRating }) => toIntroductionJson(introduction, myRating));
}

export async function listSummaries(pool: pg.Pool, userId: string): Promise<IntroductionSummaryView[]> {
  return (await rows<SummaryRow>(pool, SUMMARY_SQL, [userId, ...pageParameters(null, FIRST_PAGE)])).map(summaryView);
}
