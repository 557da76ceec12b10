// A writing's row changes through plain SQL: its lease runs on the database's clock, which every replica shares.
import type { VersionOrigin } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditBucket } from '../../credits/credits.service.js';
import type { Draft } from '../../generation/index.js';

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

/** False when the introduction has a writing already (one at a time). */
export async function insertWriting(em: EntityManager, writing: NewWriting): Promise<boolean> {
  const rows = await execute<{ id: string }[]>(
    em,
    `insert into introduction_writings (id, introduction_id, origin, drafts, credit_bucket, lease_until)
     values (?, ?, ?, '[]', ?, now() + ? * interval '1 millisecond')
     on conflict (introduction_id) do nothing returning id`,
    [writing.id, writing.introductionId, writing.origin, writing.bucket, writing.leaseMs],
  );
  return rows.length > 0;
}

/** Keeps the drafts so far and renews the lease. */
export async function storeDrafts(em: EntityManager, id: string, drafts: Draft[], leaseMs: number): Promise<void> {
  await execute(em, `update introduction_writings set drafts = ?::jsonb, lease_until = now() + ? * interval '1 millisecond' where id = ?`, [
    JSON.stringify(drafts),
    leaseMs,
    id,
  ]);
}

/** Ends a writing; false when it had ended already (given up by a sweep, or its introduction deleted). */
export async function deleteWriting(em: EntityManager, id: string): Promise<boolean> {
  const rows = await execute<{ id: string }[]>(em, 'delete from introduction_writings where id = ? returning id', [id]);
  return rows.length > 0;
}

/** The drafts of the introduction's writing as last stored; null when none runs. */
export async function readDrafts(em: EntityManager, introductionId: number): Promise<Draft[] | null> {
  const [row] = await execute<{ drafts: Draft[] }[]>(em, 'select drafts from introduction_writings where introduction_id = ?', [
    introductionId,
  ]);
  return row?.drafts ?? null;
}

export async function writingExists(em: EntityManager, introductionId: number): Promise<boolean> {
  const rows = await execute(em, 'select 1 from introduction_writings where introduction_id = ?', [introductionId]);
  return rows.length > 0;
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

/** Ends the writings whose replica stopped renewing them; several replicas sweeping at once each take different rows. */
export function takeAbandonedWritings(em: EntityManager, limit: number): Promise<AbandonedWriting[]> {
  return execute<AbandonedWriting[]>(
    em,
    `delete from introduction_writings w using introductions i
     where i.id = w.introduction_id and w.id in (
       select id from introduction_writings where lease_until < now() order by lease_until limit ? for update skip locked)
     returning w.id as "writingId", w.introduction_id as "introductionId", i.user_id as "userId", w.credit_bucket as "bucket"`,
    [limit],
  );
}
