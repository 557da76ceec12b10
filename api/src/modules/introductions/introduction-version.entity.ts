import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Introduction } from './introduction.entity.js';

/** What made a version: the writer (first text, Regenerate, a refinement), the person (an edit), or a restore. */
export type VersionOrigin = 'generated' | 'regenerated' | 'edited' | 'restored' | 'shorter' | 'longer' | 'more_formal' | 'warmer';

/**
 * One text an introduction has had for one purpose. The newest (highest id) of a purpose is its current text,
 * which the introduction's own column mirrors, so lists and the specification's shapes read the introduction alone.
 */
@Entity({ tableName: 'introduction_versions' })
@Index({ properties: ['introduction', 'purpose'] })
export class IntroductionVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number & Opt;

  @ManyToOne({ entity: () => Introduction, deleteRule: 'cascade' })
  introduction!: Introduction;

  /** linkedin, job, pitch or business. */
  @Property({ type: 'text' })
  purpose!: string;

  /** As written, like the introduction's texts. */
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  origin!: VersionOrigin;

  /** offline or openai for a written text (a restored one keeps its writer); null for a person's edit. */
  @Property({ type: 'text', nullable: true })
  writer?: string | null;

  /** The communication style it is written in; null for a person's edit. */
  @Property({ type: 'text', nullable: true })
  style?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
