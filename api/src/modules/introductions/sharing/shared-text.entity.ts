import type { TextKind } from '@firstwords/contracts';
import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { EscapedTextType } from '../../../db/escaped-text.type.js';
import { Introduction } from '../introduction.entity.js';

/**
 * One text shared by link (`/s/{token}`): the wording as it stood when shared or last updated, so an edit changes the
 * page only when the person says so. Gone with the introduction (and so with the account); deleting it ends the link.
 */
@Entity({ tableName: 'shared_texts' })
@Unique({ properties: ['introduction', 'purpose'] })
export class SharedText {
  /** 128 random bits, base64url: the link cannot be guessed. */
  @PrimaryKey({ type: 'text' })
  token!: string;

  @ManyToOne({ entity: () => Introduction, deleteRule: 'cascade' })
  introduction!: Introduction;

  @Property({ type: 'text' })
  purpose!: TextKind;

  @Property({ type: EscapedTextType })
  text!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  sharedAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date & Opt;
}
