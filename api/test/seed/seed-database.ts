import { randomBytes } from 'node:crypto';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';

export interface SeedOptions {
  users: number;
  introductions: number;
  /** Users join and introductions are written over this many days up to now. */
  days?: number;
}

export interface SeedResult {
  /** Every seeded username starts with this, so a run's rows can be told apart. */
  usernamePrefix: string;
  users: number;
  introductions: number;
}

type SqlTarget = EntityManager | PostgreSqlConnection;

// A v4-shaped uuid derived from the run and a row number, so introductions can name their user
// without looking it up.
const seedUuid = (row: string) => `overlay(overlay(md5(?::text || ':' || ${row}) placing '4' from 13) placing '8' from 17)::uuid`;

const FIRST_NAMES = `array['Ada','Grace','Alan','Hedy','Linus','Margaret','Katherine','Tim','Barbara','Dennis']`;
const LAST_NAMES = `array['Lovelace','Hopper','Turing','Lamarr','Torvalds','Hamilton','Johnson','Berners-Lee',
  'Liskov','Ritchie']`;

const INTRO_TEXT = `'I design products that turn research into features people rely on.'`;

/**
 * Users with their credits (every 10th premium, 3 in 100 also subscribed, varied free credits used and
 * reset days, some purchased credits), one statement.
 */
const INSERT_USERS = `
with seeded as (
  select g, ${seedUuid('g')} as id,
    now() - (random() * ?::int) * interval '1 day' as joined
  from generate_series(?::int, ?::int) as g
), inserted as (
  insert into users (id, username, email, first_name, last_name, display_name, created_at, updated_at)
  select id, ?::text || g || '@example.test', ?::text || g || '@example.test',
    (${FIRST_NAMES})[1 + g % 10], (${LAST_NAMES})[1 + (g / 10) % 10],
    (${FIRST_NAMES})[1 + g % 10] || ' ' || (${LAST_NAMES})[1 + (g / 10) % 10], joined, joined
  from seeded
)
insert into credits (id, user_id, free_remaining, purchased_remaining, reset_date, free_used,
  is_premium, is_subscribed, subscription_id, subscription_status, next_billing_date)
select gen_random_uuid(), id, g % 4, case when g % 5 = 0 then 5 * (g % 11) else 0 end,
  (now() at time zone 'utc')::date - (g % 3), (g * 7) % 50,
  g % 10 = 0, g % 100 in (0, 10, 20),
  case when g % 100 in (0, 10, 20) then 'sub_seed_' || md5(id::text) end,
  case when g % 100 in (0, 10, 20) then 'active' end,
  case when g % 100 in (0, 10, 20) then now() + (g % 28 + 1) * interval '1 day' end
from seeded`;

/** Introductions spread over the days, purposes mixed 4:3:2:1, each owned by one of the run's users. */
const INSERT_INTRODUCTIONS = `
insert into introductions (user_id, purpose, full_name, identity, role, audience, mission, context,
  communication_style, linkedin_intro, job_intro, pitch_intro, business_intro, created_at, updated_at)
select ${seedUuid('(1 + g % ?::int)')}, purpose, 'Seeded Person ' || g,
  'A product designer who turns research into shipped features', 'Product designer',
  'Hiring managers in fintech', 'Make money tools that people trust', 'A first interview',
  (array['professional','conversational','enthusiastic','concise'])[1 + g % 4],
  case when purpose = 'linkedin' then ${INTRO_TEXT} end, case when purpose = 'job' then ${INTRO_TEXT} end,
  case when purpose = 'pitch' then ${INTRO_TEXT} end, case when purpose = 'business' then ${INTRO_TEXT} end,
  written, written
from (
  select g, now() - (random() * ?::int) * interval '1 day' as written,
    (array['linkedin','linkedin','linkedin','linkedin','job','job','job','pitch','pitch','business'])[1 + g % 10] as purpose
  from generate_series(?::int, ?::int) as g
) as planned`;

// Index upkeep and foreign-key checks make bulk inserts CPU-bound: two statements at once use both
// cores of a small machine (about 1.4 times faster than one).
const PARALLEL_STATEMENTS = 2;

/** 1..total split into contiguous [first, last] ranges, one per statement; none when total is 0. */
function rowRanges(total: number): Array<[number, number]> {
  const size = Math.ceil(total / PARALLEL_STATEMENTS);
  const ranges: Array<[number, number]> = [];
  for (let first = 1; first <= total; first += size) ranges.push([first, Math.min(total, first + size - 1)]);
  return ranges;
}

/**
 * Inserts users (with credits) and introductions with set-based SQL, then refreshes the planner's
 * statistics and visibility map so the database behaves like one that has been running for a while.
 * May be called again on the same database: each run gets its own usernames.
 */
export async function seedDatabase(target: SqlTarget, options: SeedOptions): Promise<SeedResult> {
  const { users, introductions, days = 60 } = options;
  if (!Number.isInteger(users) || users < 0 || !Number.isInteger(introductions) || introductions < 0) {
    throw new Error('users and introductions must be whole numbers of 0 or more');
  }
  if (introductions > 0 && users === 0) throw new Error('introductions need at least one user');
  if (!Number.isInteger(days) || days < 1) throw new Error('days must be a whole number of 1 or more');

  const connection = 'getConnection' in target ? target.getConnection() : target;
  const run = randomBytes(4).toString('hex');
  const usernamePrefix = `seed-${run}-`;
  await Promise.all(
    rowRanges(users).map(([first, last]) => connection.execute(INSERT_USERS, [run, days, first, last, usernamePrefix, usernamePrefix])),
  );
  await Promise.all(
    rowRanges(introductions).map(([first, last]) => connection.execute(INSERT_INTRODUCTIONS, [run, users, days, first, last])),
  );
  await connection.execute('vacuum analyze users, credits, introductions');
  return { usernamePrefix, users, introductions };
}
