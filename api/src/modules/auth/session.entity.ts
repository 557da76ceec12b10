import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A signed-in session. Only the SHA-256 of its token is kept. */
@Entity({ tableName: 'sessions' })
@Index({ properties: ['expiresAt'] })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  lastSeenAt!: Date & Opt;
}
