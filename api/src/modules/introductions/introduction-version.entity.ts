import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import type { CommunicationStyle, VersionOrigin } from '@firstwords/contracts';
import { Introduction } from './introduction.entity.js';

/**
 * One text an introduction has had, of one kind (a purpose's, or the headline). The newest (highest id) of a kind is current,
 * which the introduction's own column mirrors, so lists and the REST shapes read the introduction alone.
 */
@Entity({ tableName: 'introduction_versions' })
@Index({ properties: ['introduction', 'purpose'] })
export class IntroductionVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => Introduction, deleteRule: 'cascade' })
  introduction!: Introduction;

  /** Which text: linkedin, job, pitch, business or headline. */
  @Property({ type: 'text' })
  purpose!: string;

  /** As written, like the introduction's texts. */
  @Property({ type: 'text' })
  text!: string;

  /** The writer (first text, Regenerate, a refinement), the person (an edit), or a restore. */
  @Property({ type: 'text' })
  origin!: VersionOrigin;

  /** offline or openai for a written text (a restored one keeps its writer); null for a person's edit. */
  @Property({ type: 'text', nullable: true })
  writer?: string | null;

  /** The communication style it is written in; null for a person's edit. */
  @Property({ type: 'text', nullable: true })
  style?: CommunicationStyle | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;
}
