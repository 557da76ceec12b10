import { randomUUID } from 'node:crypto';
import { Entity, Index, OneToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * A user's balance (docs/product.md, Credits). Free credits reset to the daily allowance each UTC day;
 * purchased credits never expire. `remaining`, as the API shows it, is derived: -1 for premium, else free plus purchased.
 */
@Entity({ tableName: 'credits' })
@Index({ properties: ['isPremium'] })
@Index({ properties: ['isSubscribed'] })
export class Credits {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @OneToOne({ entity: () => User, owner: true, unique: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'integer', default: 3, check: 'free_remaining >= 0' })
  freeRemaining: number & Opt = 3;

  @Property({ type: 'integer', default: 0, check: 'purchased_remaining >= 0' })
  purchasedRemaining: number & Opt = 0;

  /** The UTC day the free allowance was last reset. */
  @Property({ type: 'date', columnType: 'date', defaultRaw: 'current_date' })
  resetDate!: string & Opt;

  /** Free credits spent over all time, for the admin statistics. */
  @Property({ type: 'integer', default: 0 })
  freeUsed: number & Opt = 0;

  @Property({ type: 'boolean', default: false })
  isPremium: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  isSubscribed: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  subscriptionId?: string | null;

  @Property({ type: 'text', nullable: true })
  subscriptionStatus?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextBillingDate?: Date | null;

  @Property({ type: 'text', nullable: true })
  providerCustomerId?: string | null;
}
