// A writing's row changes through plain SQL: its lease runs on the database's clock, which every replica shares.
import type { VersionOrigin } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditBucket } from '../../credits/credits.service.js';
import type { Draft } from '../../generation/index.js';
import type { GenerationErrorCode } from '../../generation/generation.errors.js';

/** In the caller's transaction, if any. */
const execute = <T extends unknown[] = unknown[]>(em: EntityManager, sql: string, params: unknown[]) =>
  em.getConnection().execute<T>(sql, params, 'all', em.getTransactionContext());

export interface NewWriting {
  id: string;
  introductionId: number;
  origin: VersionOrigin;
  bucket: CreditBucket;
  leaseMs: number;
}

/** False when the introduction has a writing running already (one at a time); a failed one's record gives way. */
export async function insertWriting(em: EntityManager, writing: NewWriting): Promise<boolean> {
  const rows = await execute<{ id: string }[]>(
    em,
    `insert into introduction_writings (id, introduction_id, origin, drafts, credit_bucket, lease_until)
     values (?, ?, ?, '[]', ?, now() + ? * interval '1 millisecond')
     on conflict (introduction_id) do update set id = excluded.id, origin = excluded.origin, drafts = excluded.drafts,
       credit_bucket = excluded.credit_bucket, lease_until = excluded.lease_until, failed_code = null, created_at = now()
     where introduction_writings.failed_code is not null
     returning id`,
    [writing.id, writing.introductionId, writing.origin, writing.bucket, writing.leaseMs],
  );
  return rows.length > 0;
}

/** Keeps the drafts so far of several writings and renews their leases, in one statement. */
export async function storeDrafts(em: EntityManager, writings: Array<{ id: string; drafts: Draft[] }>, leaseMs: number): Promise<void> {
  await execute(
    em,
    `update introduction_writings w set drafts = v.drafts, lease_until = now() + ? * interval '1 millisecond'
     from jsonb_to_recordset(?::jsonb) as v(id uuid, drafts jsonb) where w.id = v.id`,
    [leaseMs, JSON.stringify(writings)],
  );
}

/** Ends a writing that is kept; false when it had ended already (given up by a sweep, or its introduction deleted). */
export async function deleteWriting(em: EntityManager, id: string): Promise<boolean> {
  const rows = await execute<{ id: string }[]>(em, 'delete from introduction_writings where id = ? and failed_code is null returning id', [
    id,
  ]);
  return rows.length > 0;
}

/**
 * Ends a writing that failed, keeping its record for `keepMs`: a page that comes to follow it late (a regeneration
 * that failed before the page subscribed) is told it failed, not that it ended well. False when it had ended already.
 */
export async function failWriting(em: EntityManager, id: string, code: GenerationErrorCode, keepMs: number): Promise<boolean> {
  const rows = await execute<{ id: string }[]>(
    em,
    `update introduction_writings set failed_code = ?, drafts = '[]', lease_until = now() + ? * interval '1 millisecond'
     where id = ? and failed_code is null returning id`,
    [code, keepMs, id],
  );
  return rows.length > 0;
}

/** The drafts of the introduction's writing as last stored; null when none runs. */
export async function readDrafts(em: EntityManager, introductionId: number): Promise<Draft[] | null> {
  const [row] = await execute<{ drafts: Draft[] }[]>(
    em,
    'select drafts from introduction_writings where introduction_id = ? and failed_code is null',
    [introductionId],
  );
  return row?.drafts ?? null;
}

/** How the introduction's last writing stands: running, failed a moment ago (with why), or none (ended well, or long ago). */
export type WritingState = { running: true; drafts: Draft[] } | { running: false; failedCode: GenerationErrorCode } | null;

export async function readWritingState(em: EntityManager, introductionId: number): Promise<WritingState> {
  const [row] = await execute<{ drafts: Draft[]; failed_code: GenerationErrorCode | null }[]>(
    em,
    'select drafts, failed_code from introduction_writings where introduction_id = ?',
    [introductionId],
  );
  if (!row) return null;
  return row.failed_code === null ? { running: true, drafts: row.drafts } : { running: false, failedCode: row.failed_code };
}

/** A new introduction whose first texts were never written goes with its writing: it has nothing to show. */
export async function deleteUnwrittenIntroduction(em: EntityManager, introductionId: number): Promise<void> {
  await execute(em, 'delete from introductions where id = ? and linkedin_intro is null', [introductionId]);
}

export interface AbandonedWriting {
  writingId: string;
  introductionId: number;
  userId: string;
  bucket: CreditBucket;
}

/**
 * Fails the writings whose replica stopped renewing them, keeping their record for `keepMs` as failWriting does;
 * several replicas sweeping at once each take different rows.
 */
export function takeAbandonedWritings(em: EntityManager, limit: number, keepMs: number): Promise<AbandonedWriting[]> {
  return execute<AbandonedWriting[]>(
    em,
    `update introduction_writings w set failed_code = 'AI_UNAVAILABLE', drafts = '[]',
       lease_until = now() + ? * interval '1 millisecond'
     from introductions i
     where i.id = w.introduction_id and w.id in (
       select id from introduction_writings where failed_code is null and lease_until < now()
       order by lease_until limit ? for update skip locked)
     returning w.id as "writingId", w.introduction_id as "introductionId", i.user_id as "userId", w.credit_bucket as "bucket"`,
    [keepMs, limit],
  );
}

/** Forgets failed writings kept past their time. */
export async function deleteFailedWritings(em: EntityManager): Promise<void> {
  await execute(em, 'delete from introduction_writings where failed_code is not null and lease_until < now()', []);
}
