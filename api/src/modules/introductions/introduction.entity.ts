import type { CommunicationStyle, PronounSet } from '@firstwords/contracts';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

@Entity({ tableName: 'introductions' })
@Index({ properties: ['user', 'createdAt'] })
// (created_at, id) serves newest-first pages at any depth.
@Index({ properties: ['createdAt', 'id'] })
export class Introduction {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade' })
  user!: User;

  /** linkedin, job, pitch or business; anything else is read as pitch (`normalisePurpose`). */
  @Property({ type: 'text' })
  purpose!: string;

  @Property({ type: 'text' })
  fullName!: string;

  @Property({ type: 'text' })
  identity!: string;

  @Property({ type: 'text' })
  role!: string;

  @Property({ type: 'text' })
  audience!: string;

  @Property({ type: 'text' })
  mission!: string;

  @Property({ type: 'text' })
  context!: string;

  @Property({ type: 'text', nullable: true })
  achievements?: string | null;

  @Property({ type: 'text', nullable: true })
  cvText?: string | null;

  @Property({ type: 'text', nullable: true })
  whatYouDo?: string | null;

  @Property({ type: 'text', nullable: true })
  motivation?: string | null;

  @Property({ type: 'text', nullable: true })
  change?: string | null;

  @Property({ type: 'text', nullable: true })
  linkedinUrl?: string | null;

  @Property({ type: 'text', default: 'professional' })
  communicationStyle: CommunicationStyle & Opt = 'professional';

  /** she/her, he/him or they/them, for third-person texts; null when not given. */
  @Property({ type: 'text', nullable: true })
  pronouns?: PronounSet | null;

  @Property({ type: 'text', nullable: true })
  linkedinIntro?: string | null;

  @Property({ type: 'text', nullable: true })
  jobIntro?: string | null;

  @Property({ type: 'text', nullable: true })
  pitchIntro?: string | null;

  @Property({ type: 'text', nullable: true })
  businessIntro?: string | null;

  /** How many times the texts were regenerated; the writer's variant. */
  @Property({ type: 'integer', default: 0 })
  version: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
