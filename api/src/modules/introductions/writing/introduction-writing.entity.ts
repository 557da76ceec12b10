import type { VersionOrigin } from '@firstwords/contracts';
import { Entity, Index, OneToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { CreditBucket } from '../../credits/credits.service.js';
import type { Draft } from '../../generation/index.js';
import type { GenerationErrorCode } from '../../generation/generation.errors.js';
import { Introduction } from '../introduction.entity.js';

/**
 * Texts being written for an introduction, one writing at a time: its drafts so far, so a reload or another
 * replica can show them, and the credit it spent, so a writing whose replica died is refunded. The row exists
 * while the writing runs, and a minute after it fails; the texts it ends with are the introduction's versions.
 */
@Entity({ tableName: 'introduction_writings' })
export class IntroductionWriting {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @OneToOne({ entity: () => Introduction, owner: true, deleteRule: 'cascade' })
  introduction!: Introduction;

  /** generated, regenerated, or the refinement's direction: the versions it will make. */
  @Property({ type: 'text' })
  origin!: VersionOrigin;

  /** Each text being written as it stood when last stored (every second or so). */
  @Property({ type: 'jsonb' })
  drafts!: Draft[];

  @Property({ type: 'text' })
  creditBucket!: CreditBucket;

  /** Why it failed, once it has: the record stays a minute (till leaseUntil) for pages that come to follow it late. */
  @Property({ type: 'text', nullable: true })
  failedCode?: GenerationErrorCode | null;

  /** The writing replica renews this while it writes; past it, any replica gives the writing up and refunds. */
  @Index()
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  leaseUntil!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
