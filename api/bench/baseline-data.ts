// What both baseline servers share: a pg pool, the statements the app sends for the same calls (as
// MikroORM's debug log prints them), and the app's own view functions over rows read without an ORM.
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { hashToken } from '../src/modules/auth/session.service.js';
import type { Credits } from '../src/modules/credits/credits.entity.js';
import { toCreditsView, type CreditsView } from '../src/modules/credits/credits.service.js';
import type { IntroductionFeedback } from '../src/modules/introductions/introduction-feedback.entity.js';
import type { Introduction } from '../src/modules/introductions/introduction.entity.js';

// As MikroORM reads it: a date column stays 'YYYY-MM-DD' text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

type Row = Record<string, unknown>;

export interface SignedIn {
  id: string;
  role: string;
}

export interface ListedIntroduction {
  introduction: Introduction;
  myRating: IntroductionFeedback | null;
}

const SESSION_SQL = `
select s0.*, u1.id as u1__id, u1.username as u1__username, u1.email as u1__email,
  u1.google_subject as u1__google_subject, u1.password_hash as u1__password_hash, u1.role as u1__role,
  u1.display_name as u1__display_name, u1.first_name as u1__first_name, u1.last_name as u1__last_name,
  u1.career_goal as u1__career_goal, u1.linkedin_url as u1__linkedin_url,
  u1.portfolio_details as u1__portfolio_details, u1.profile_image_url as u1__profile_image_url,
  u1.created_at as u1__created_at, u1.updated_at as u1__updated_at
from sessions as s0 inner join users as u1 on s0.user_id = u1.id where s0.token_hash = $1 limit 1`;
const CREDITS_SQL = 'select c0.* from credits as c0 where c0.user_id = $1 limit 1';
const INTRODUCTIONS_SQL =
  'select i0.* from introductions as i0 where i0.user_id = $1 order by i0.created_at desc, i0.id desc';
const RATINGS_SQL =
  'select i0.* from introduction_feedback as i0 where i0.user_id = $1 and i0.introduction_id = any($2::int[])';

export function openPool(): pg.Pool {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('Set DATABASE_URL to the database the app uses.');
  // The app's pool size (src/db/mikro-orm.config.ts).
  return new pg.Pool({ connectionString, max: 10 });
}

/** Enough of an EntityManager for the app's code that only sends SQL (`em.getConnection().execute`). */
export function sqlOnlyEntityManager(pool: pg.Pool): EntityManager {
  const execute = async (sql: string, params: unknown[] = []) => {
    let index = 0;
    return (await pool.query(sql.replace(/\?/g, () => `$${++index}`), params)).rows;
  };
  return { getConnection: () => ({ execute }) } as unknown as EntityManager;
}

/** A row's snake_case columns as the entity's camelCase properties, as MikroORM hydrates them. */
function hydrate<T>(row: Row, references: Record<string, { id: unknown }> = {}): T {
  const properties = Object.entries(row).map(([column, value]) => [
    column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
    value,
  ]);
  return { ...Object.fromEntries(properties), ...references } as T;
}

export function hydrateIntroduction(row: Row): Introduction {
  return hydrate<Introduction>(row, { user: { id: row.user_id } });
}

/** The signed-in user of an `Authorization: Bearer` header, or null. */
export async function signedIn(pool: pg.Pool, authorization: string | undefined): Promise<SignedIn | null> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  const [session] = (await pool.query<Row>(SESSION_SQL, [hashToken(token)])).rows;
  if (!session || (session.expires_at as Date) <= new Date()) return null;
  return { id: session.u1__id as string, role: session.u1__role as string };
}

export async function readCredits(pool: pg.Pool, userId: string): Promise<CreditsView> {
  const [row] = (await pool.query<Row>(CREDITS_SQL, [userId])).rows;
  if (!row) throw new Error(`No credits for ${userId}`);
  return toCreditsView(hydrate<Credits>(row));
}

/** Newest first, with the user's ratings in one more statement, as IntroductionsService.list does. */
export async function listIntroductions(pool: pg.Pool, userId: string): Promise<ListedIntroduction[]> {
  const introductions = (await pool.query<Row>(INTRODUCTIONS_SQL, [userId])).rows.map(hydrateIntroduction);
  if (introductions.length === 0) return [];
  const ids = introductions.map((introduction) => introduction.id);
  const ratings = (await pool.query<Row>(RATINGS_SQL, [userId, ids])).rows.map((row) =>
    hydrate<IntroductionFeedback>(row, { introduction: { id: row.introduction_id } }),
  );
  const byIntroduction = new Map(ratings.map((rating) => [rating.introduction.id, rating]));
  return introductions.map((introduction) => ({ introduction, myRating: byIntroduction.get(introduction.id) ?? null }));
}
