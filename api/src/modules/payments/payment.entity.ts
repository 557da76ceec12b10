import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { CreditPackage } from '../credits/credit-package.entity.js';
import { User } from '../users/user.entity.js';

/** One fulfilled provider payment. The unique provider id is what makes crediting happen once. */
@Entity({ tableName: 'payments' })
@Index({ properties: ['user', 'createdAt'] })
export class Payment {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** stripe or test. */
  @Property({ type: 'text' })
  provider!: string;

  /** A PaymentIntent id (pi_...) or a paid invoice id (in_...). */
  @Property({ type: 'text', unique: true })
  providerPaymentId!: string;

  /** Null once the person deleted their account: the payment stays on record without them. */
  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @ManyToOne({ entity: () => CreditPackage, nullable: true, deleteRule: 'set null' })
  package?: CreditPackage | null;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'integer' })
  credits!: number;

  /** Credits taken back after a refund or dispute: what was still unspent, never below zero. */
  @Property({ type: 'integer', default: 0 })
  creditsReversed: number & Opt = 0;

  /** refund or dispute, when credits were taken back for one. */
  @Property({ type: 'text', nullable: true })
  reversalReason?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reversedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
