import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { EscapedTextType } from '../../db/escaped-text.type.js';
import { User } from '../users/user.entity.js';

/** General feedback from the floating feedback dialog. */
@Entity({ tableName: 'feedback' })
@Index({ properties: ['createdAt'] })
export class Feedback {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: EscapedTextType, nullable: true })
  subject?: string | null;

  @Property({ type: EscapedTextType })
  feedback!: string;

  @Property({ type: 'text', nullable: true })
  screenshotUrl?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
