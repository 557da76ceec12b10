import type { CommunicationStyle, PronounSet } from '@firstwords/contracts';
import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { EscapedTextType } from '../../db/escaped-text.type.js';
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

  // The answers: stored escaped, held as typed.
  @Property({ type: EscapedTextType })
  fullName!: string;

  @Property({ type: EscapedTextType })
  identity!: string;

  @Property({ type: EscapedTextType })
  role!: string;

  @Property({ type: EscapedTextType })
  audience!: string;

  @Property({ type: EscapedTextType })
  mission!: string;

  @Property({ type: EscapedTextType })
  context!: string;

  @Property({ type: EscapedTextType, nullable: true })
  achievements?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  cvText?: string | null;

  /** The job advert or event description the texts are written for (docs/product.md, Adverts). */
  @Property({ type: EscapedTextType, nullable: true })
  advert?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
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

  /** The LinkedIn headline; null for an introduction written before headlines. */
  @Property({ type: 'text', nullable: true })
  headline?: string | null;

  /** How many times the texts were regenerated; the writer's variant. */
  @Property({ type: 'integer', default: 0 })
  version: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date & Opt;
}
