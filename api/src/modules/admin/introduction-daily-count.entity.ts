import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Introductions written per UTC day and purpose. Triggers on `introductions` keep it current (see the
 * migration that creates it), so the admin statistics read a few hundred rows instead of every introduction.
 */
@Entity({ tableName: 'introduction_daily_counts' })
export class IntroductionDailyCount {
  @PrimaryKey({ type: 'string', columnType: 'date' })
  day!: string;

  @PrimaryKey({ type: 'text' })
  purpose!: string;

  @Property({ type: 'integer' })
  count!: number;

  /** Of those, the ones written for an advert. */
  @Property({ type: 'integer', default: 0 })
  tailored!: number;
}
