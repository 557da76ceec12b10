// The admin figures are aggregates computed by PostgreSQL, never by loading rows into the server.
// Counts of introductions come from introduction_daily_counts, which triggers keep current, so they read
// a few hundred rows whatever the size of the table; lists are shaped so an index answers them (see
// admin-stats.test.ts for the plans).
// Timestamps come back as epoch milliseconds (see db/sql.ts).
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/sql.js';
import type { AdminIntroduction, AdminStats, AdminUser, DayCount, PurposeCount, RatingAverage } from './admin.types.js';

type Totals = Omit<AdminStats, 'introductionTypes' | 'recentIntroductions'>;

/** A row as the queries answer it: createdAt in epoch milliseconds. */
type Raw<T extends { createdAt: Date }> = Omit<T, 'createdAt'> & { createdAt: number };

function withDates<T extends { createdAt: Date }>(rows: Raw<T>[]): T[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }) as T);
}

/** Every single-number figure of the statistics, in one statement. */
export const TOTALS_SQL = `
select
  (select count(*) from users)::int as "totalUsers",
  (select coalesce(sum(count), 0) from introduction_daily_counts)::int as "totalIntroductions",
  (select coalesce(sum(tailored), 0) from introduction_daily_counts)::int as "tailoredIntroductions",
  (select count(*) from shared_texts)::int as "sharedTexts",
  coalesce(sum(free_used), 0)::int as "freeCreditsUsed",
  (count(*) filter (where is_premium))::int as "premiumUsers",
  (count(*) filter (where is_subscribed))::int as "subscribedUsers",
  (count(*) filter (where is_premium and not is_subscribed))::int as "premiumOnlyUsers"
from credits`;

export const PURPOSE_COUNTS_SQL = `
select purpose, sum(count)::int as count from introduction_daily_counts group by purpose having sum(count) > 0`;

export const INTRODUCTION_COUNT_SQL = 'select coalesce(sum(count), 0)::int as total from introduction_daily_counts';

export async function readTotals(em: EntityManager): Promise<Totals> {
  const [totals] = await em.getConnection().execute<[Totals]>(TOTALS_SQL);
  return totals;
}

/** The purposes used at least once, with their counts. */
export function readPurposeCounts(em: EntityManager): Promise<PurposeCount[]> {
  return em.getConnection().execute<PurposeCount[]>(PURPOSE_COUNTS_SQL);
}

export async function countIntroductions(em: EntityManager): Promise<number> {
  const [{ total }] = await em.getConnection().execute<[{ total: number }]>(INTRODUCTION_COUNT_SQL);
  return total;
}

// Lists pick the page's ids first and join the details of those rows only, so a deep offset walks
// narrow rows instead of joined ones. Newest first; the id breaks ties between equal timestamps.

/** Parameters: limit, offset. */
export const INTRODUCTIONS_PAGE_SQL = `
with page as (select id from introductions order by created_at desc, id desc limit ? offset ?)
select i.id, i.user_id as "userId", u.username, i.purpose, ${epochMs('i.created_at')} as "createdAt"
from page
join introductions i on i.id = page.id
join users u on u.id = i.user_id
order by i.created_at desc, i.id desc`;

export async function readIntroductionsPage(em: EntityManager, limit: number, offset: number): Promise<AdminIntroduction[]> {
  return withDates(await em.getConnection().execute<Raw<AdminIntroduction>[]>(INTRODUCTIONS_PAGE_SQL, [limit, offset]));
}

/**
 * Introductions per UTC day from the first day given, for the number of days given; every day is
 * present, days without introductions as 0.
 */
export const INTRODUCTIONS_BY_DAY_SQL = `
with counts as (
  select day, sum(count)::int as count from introduction_daily_counts where day >= ?::date group by day
)
select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(counts.count, 0) as count
from (select ?::date + n as day from generate_series(0, ?::int - 1) as n) as days
left join counts on counts.day = days.day
order by days.day`;

/** `firstDay` is a UTC date, 'YYYY-MM-DD'. */
export function readIntroductionsByDay(em: EntityManager, firstDay: string, days: number): Promise<DayCount[]> {
  return em.getConnection().execute<DayCount[]>(INTRODUCTIONS_BY_DAY_SQL, [firstDay, firstDay, days]);
}

/**
 * An admin user row, its free credits as of today (`free_credits_today`, as the credits service counts them).
 * Parameters: today, the daily allowance.
 */
const ADMIN_USER_SELECT = `
select u.id, u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
  (case when c.is_premium then -1
        else free_credits_today(c.free_remaining, c.reset_date, ?::date, ?) + coalesce(c.purchased_remaining, 0) end)::int
    as "remainingCredits",
  coalesce(c.is_premium, false) as "isPremium",
  coalesce(c.is_subscribed, false) as "isSubscribed",
  c.subscription_status as "subscriptionStatus",
  (select coalesce(sum(p.credits_reversed), 0) from payments p where p.user_id = u.id)::int as "creditsReversed",
  ${epochMs('u.created_at')} as "createdAt"
from users u
left join credits c on c.user_id = u.id`;

/** Parameters: limit, offset, today, the daily allowance. */
const USERS_PAGE_SQL = `
with page as (select id from users order by created_at desc, id desc limit ? offset ?)
${ADMIN_USER_SELECT}
join page on page.id = u.id
order by u.created_at desc, u.id desc`;

/** A page of users, newest first, their free credits as of `today` ('YYYY-MM-DD'). */
export async function readUsersPage(
  em: EntityManager,
  limit: number,
  offset: number,
  today: string,
  allowance: number,
): Promise<AdminUser[]> {
  return withDates(await em.getConnection().execute<Raw<AdminUser>[]>(USERS_PAGE_SQL, [limit, offset, today, allowance]));
}

export async function countUsers(em: EntityManager): Promise<number> {
  const [{ total }] = await em.getConnection().execute<[{ total: number }]>('select count(*)::int as total from users');
  return total;
}

/** Parameters: today, the daily allowance, the user id. */
const USER_BY_ID_SQL = `${ADMIN_USER_SELECT}
where u.id = ?::uuid`;

export async function readUser(em: EntityManager, userId: string, today: string, allowance: number): Promise<AdminUser | undefined> {
  const [user] = withDates(await em.getConnection().execute<Raw<AdminUser>[]>(USER_BY_ID_SQL, [today, allowance, userId]));
  return user;
}

/** Sets premium on the user's credits, creating the row if it is missing; nothing for an unknown user. */
export async function setPremium(em: EntityManager, userId: string, isPremium: boolean): Promise<void> {
  await em.getConnection().execute(
    `insert into credits (id, user_id, is_premium)
     select ?::uuid, u.id, ?::boolean from users u where u.id = ?::uuid
     on conflict (user_id) do update set is_premium = excluded.is_premium`,
    [randomUUID(), isPremium, userId],
    'run',
  );
}

/**
 * The average rating per purpose and writer of the version rated: offline, openai, person (their own edit), or
 * unknown for ratings given before versions were kept (counted under the introduction's purpose).
 */
const RATINGS_BY_PURPOSE_AND_WRITER_SQL = `
select coalesce(v.purpose, i.purpose) as purpose,
  coalesce(v.writer, case when v.id is null then 'unknown' else 'person' end) as writer,
  round(avg(r.rating), 2)::float as average, count(*)::int as count
from introduction_feedback r
join introductions i on i.id = r.introduction_id
left join introduction_versions v on v.id = r.version_id
group by 1, 2
order by 1, 2`;

export function readRatingAverages(em: EntityManager): Promise<RatingAverage[]> {
  return em.getConnection().execute<RatingAverage[]>(RATINGS_BY_PURPOSE_AND_WRITER_SQL);
}
