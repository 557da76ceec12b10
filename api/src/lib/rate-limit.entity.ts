import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A fixed-window counter shared by every app process through PostgreSQL. */
@Entity({ tableName: 'rate_limit_buckets' })
@Index({ properties: ['windowStart'] })
export class RateLimitBucket {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @PrimaryKey({ type: 'datetime', columnType: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  count!: number;
}
