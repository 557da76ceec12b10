import { ANSWER_FIELDS, decodeStoredText, normalisePurpose, TEXT_ANSWERS } from '@firstwords/contracts';
import { UnderscoreNamingStrategy, type EntityManager } from '@mikro-orm/postgresql';
import { epochMs } from '../../db/sql.js';
import { PREVIEW_LENGTH, previewOf, type IntroductionRow, type IntroductionSummaryView, type RatingRow } from './introduction.view.js';

/**
 * Pages walk the list newest first by (created_at, id), which the (user_id, created_at) index serves. A
 * cursor is the last row's position in microseconds and id, so rows created at one instant are neither
 * skipped nor repeated. Parameters: the cursor's microseconds and id (nulls for the first page), the limit.
 */
const PAGE_SQL = `
  and (?::bigint is null or (i.created_at, i.id) < ('epoch'::timestamptz + ?::bigint * interval '1 microsecond', ?::int))
order by i.created_at desc, i.id desc
limit ?`;
// The ORM's own naming, so an answer's column is the one its entity property maps to.
const COLUMN_NAMES = new UnderscoreNamingStrategy();
const CURSOR_COLUMN = `(extract(epoch from i.created_at) * 1000000)::bigint::text as "cursorMicros"`;

export interface PagePosition {
  micros: string;
  id: number;
}

/** The parameters PAGE_SQL takes after the user id. */
export const pageParameters = (after: PagePosition | null, limit: number) => [
  after?.micros ?? null,
  after?.micros ?? null,
  after?.id ?? null,
  limit,
];

// The full list (REST `GET /api/introductions`, GraphQL `introductions`) is the heaviest read there is. One
// statement answers it, with the caller's rating joined in, and its rows go to the views as they are: hydrating
// fifty entities and their ratings through the ORM cost several times the statement's own time. Parameters:
// the user id, then the page's (see PAGE_SQL).
const ANSWER_COLUMNS = ANSWER_FIELDS.map(({ name }) => `i.${COLUMN_NAMES.propertyToColumnName(name)} as "${name}"`).join(', ');

export const LIST_SQL = `
select i.id, i.user_id as "userId", ${ANSWER_COLUMNS},
  i.linkedin_intro as "linkedinIntro", i.job_intro as "jobIntro", i.pitch_intro as "pitchIntro", i.business_intro as "businessIntro",
  i.headline,
  ${epochMs('i.created_at')} as "createdAt", ${epochMs('i.updated_at')} as "updatedAt",
  r.id as "ratingId", r.rating, r.comment as "ratingComment", ${epochMs('r.created_at')} as "ratedAt", r.version_id as "ratedVersionId",
  ${CURSOR_COLUMN}
from introductions i
left join introduction_feedback r on r.introduction_id = i.id and r.user_id = i.user_id
where i.user_id = ? ${PAGE_SQL}`;

type Dated<T> = Omit<T, 'createdAt' | 'updatedAt' | 'user'> & { createdAt: number; updatedAt: number };

export type ListRow = Dated<IntroductionRow> & {
  userId: string;
  cursorMicros: string;
  ratingId: number | null;
  rating: number | null;
  ratingComment: string | null;
  ratedAt: number | null;
  ratedVersionId: number | null;
};

/** One page of the user's introductions, newest first, after `after` (from the start when null). */
export function readListPage(em: EntityManager, userId: string, after: PagePosition | null, limit: number): Promise<ListRow[]> {
  return em.getConnection().execute<ListRow[]>(LIST_SQL, [userId, ...pageParameters(after, limit)]);
}

/** A listed row as the views read it: dated, and its stored text decoded as the entities' columns decode it. */
export function listedIntroduction(row: ListRow): { introduction: IntroductionRow; myRating: RatingRow | null } {
  const {
    userId,
    ratingId,
    rating,
    ratingComment,
    ratedAt,
    ratedVersionId,
    createdAt,
    updatedAt,
    cursorMicros: _position,
    ...fields
  } = row;
  const typed = Object.fromEntries(TEXT_ANSWERS.map((name) => [name, decodeStoredText(fields[name])]));
  const introduction = { ...fields, ...typed, user: { id: userId }, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
  // A joined rating has all its columns; no rating, none.
  const myRating =
    ratingId === null
      ? null
      : {
          id: ratingId,
          introduction: { id: row.id },
          version: ratedVersionId === null ? null : { id: ratedVersionId },
          rating: rating as number,
          comment: decodeStoredText(ratingComment),
          createdAt: new Date(ratedAt as number),
        };
  return { introduction, myRating };
}

// The dashboard's list needs no texts, only a preview: of the text for the introduction's purpose (all four are
// written), else the first one present (docs/product.md, Dashboard). Cut here to the most that 100
// characters can take when stored (an entity is up to 6 characters), fifty rows stay a few kilobytes instead of
// a few hundred. Parameters: the user id, then the page's (see PAGE_SQL).
export const SUMMARY_SQL = `
select i.id, i.purpose, ${epochMs('i.created_at')} as "createdAt",
  left(coalesce(nullif(case i.purpose when 'linkedin' then i.linkedin_intro when 'job' then i.job_intro
      when 'pitch' then i.pitch_intro when 'business' then i.business_intro end, ''),
    nullif(i.linkedin_intro, ''), nullif(i.job_intro, ''), nullif(i.pitch_intro, ''),
    nullif(i.business_intro, ''), ''), ${PREVIEW_LENGTH * 6}) as "previewSource",
  ${CURSOR_COLUMN}
from introductions i
where i.user_id = ? ${PAGE_SQL}`;

export interface SummaryRow {
  id: number;
  purpose: string;
  createdAt: number;
  previewSource: string;
  cursorMicros: string;
}

/** One page of the user's introductions as the dashboard lists them, newest first, after `after`. */
export function readSummaryPage(em: EntityManager, userId: string, after: PagePosition | null, limit: number): Promise<SummaryRow[]> {
  return em.getConnection().execute<SummaryRow[]>(SUMMARY_SQL, [userId, ...pageParameters(after, limit)]);
}

export function summaryView({ id, purpose, createdAt, previewSource }: SummaryRow): IntroductionSummaryView {
  return { id, purpose: normalisePurpose(purpose), createdAt: new Date(createdAt), preview: previewOf(previewSource) };
}

/** Keeps the newest `keep` of an introduction's versions and, whatever their age, the current one of each purpose. */
export async function deleteOldVersions(em: EntityManager, introductionId: number, keep: number): Promise<void> {
  await em.getConnection().execute(
    `delete from introduction_versions v
     where v.introduction_id = ?
       and v.id not in (select id from introduction_versions where introduction_id = ? order by id desc limit ?)
       and v.id not in (select max(id) from introduction_versions where introduction_id = ? group by purpose)`,
    [introductionId, introductionId, keep, introductionId],
  );
}
