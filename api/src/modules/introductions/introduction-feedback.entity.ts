import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { EscapedTextType } from '../../db/escaped-text.type.js';
import { User } from '../users/user.entity.js';
import { IntroductionVersion } from './introduction-version.entity.js';
import { Introduction } from './introduction.entity.js';

/** A user's rating of one introduction; a second rating replaces the first. */
@Entity({ tableName: 'introduction_feedback' })
@Unique({ properties: ['introduction', 'user'] })
export class IntroductionFeedback {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => Introduction, deleteRule: 'cascade' })
  introduction!: Introduction;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: true })
  user!: User;

  /** The version rated: the text on screen when the rating was given. */
  @ManyToOne({ entity: () => IntroductionVersion, nullable: true, deleteRule: 'set null', index: true })
  version?: IntroductionVersion | null;

  @Property({ type: 'smallint', check: '((rating >= 1) AND (rating <= 5))' })
  rating!: number;

  @Property({ type: EscapedTextType, nullable: true })
  comment?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
