import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** General feedback from the floating feedback dialog. */
@Entity({ tableName: 'feedback' })
@Index({ properties: ['createdAt'] })
export class Feedback {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'text', nullable: true })
  subject?: string | null;

  @Property({ type: 'text' })
  feedback!: string;

  @Property({ type: 'text', nullable: true })
  screenshotUrl?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
