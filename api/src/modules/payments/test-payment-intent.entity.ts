import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { CreditPackage } from '../credits/credit-package.entity.js';
import { User } from '../users/user.entity.js';

/** A payment of the built-in test mode, kept in PostgreSQL so every app process sees the same ones. */
@Entity({ tableName: 'test_payment_intents' })
@Index({ properties: ['user', 'createdAt'] })
export class TestPaymentIntent {
  /** pi_ followed by 24 characters, as Stripe's. */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text', unique: true })
  clientSecret!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne({ entity: () => CreditPackage, deleteRule: 'cascade' })
  package!: CreditPackage;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'text' })
  currency!: string;

  @Property({ type: 'integer', default: 0 })
  amountReceived: number & Opt = 0;

  /** requires_payment_method or succeeded. */
  @Property({ type: 'text', default: 'requires_payment_method' })
  status: string & Opt = 'requires_payment_method';

  /** Set when this payment starts a test-mode subscription. */
  @Property({ type: 'text', nullable: true })
  subscriptionId?: string | null;

  @Property({ type: 'text', nullable: true, unique: true })
  idempotencyKey?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
