import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * One change to a balance, or the settling of a spent credit, written in the same statement or transaction as the
 * change itself: a balance can be recomputed from its history (credit-audit.ts checks that it is). Rows are only
 * ever added. A credits row's opening balance is written by the database (trigger `credits_opening_grant`).
 */
@Entity({ tableName: 'credit_ledger' })
export class CreditEntry {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string & Opt;

  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  /** opening, grant, daily_reset, spend, kept, refund, purchase or reversal (docs/product.md, Credits). */
  @Property({ type: 'text' })
  kind!: string;

  /** free, purchased or premium: which balance `change` applies to (premium has none). */
  @Property({ type: 'text' })
  bucket!: string;

  @Property({ type: 'integer' })
  change!: number;

  /** The writing a spent credit paid for, on its spend and on what settled it (kept or refund). */
  @Index()
  @Property({ type: 'uuid', nullable: true })
  writingId?: string | null;

  /** The introduction written; kept after the introduction is deleted, so not a foreign key. */
  @Property({ type: 'integer', nullable: true })
  introductionId?: number | null;

  /** The provider's id of the payment a purchase or reversal belongs to. */
  @Index()
  @Property({ type: 'text', nullable: true })
  paymentId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
