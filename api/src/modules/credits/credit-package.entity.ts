import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

@Entity({ tableName: 'credit_packages' })
export class CreditPackage {
  /** package_basic, package_standard, package_premium, package_monthly. */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer', check: 'credits > 0' })
  credits!: number;

  /** Minor units (pence). */
  @Property({ type: 'integer', check: 'price > 0' })
  price!: number;

  @Property({ type: 'text', default: 'gbp' })
  currency: string & Opt = 'gbp';

  @Property({ type: 'boolean', default: false })
  isSubscription: boolean & Opt = false;

  @Property({ type: 'boolean', default: false })
  bestValue: boolean & Opt = false;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;

  @Property({ type: 'integer', default: 0 })
  sortOrder: number & Opt = 0;
}
