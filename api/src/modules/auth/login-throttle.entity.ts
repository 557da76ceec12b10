import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Failed sign-in attempts for one key (an address, an account, or both), with the wait they impose. */
@Entity({ tableName: 'login_throttles' })
@Index({ properties: ['lastAttemptAt'] })
export class LoginThrottle {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  failures!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastAttemptAt!: Date;

  /** No attempt is taken for this key before this time. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  retryAt!: Date;

  /** When this key last signed in: an address the admin has used before is not held up by attacks on the account. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  succeededAt?: Date | null;
}
