import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { EscapedTextType } from '../../db/escaped-text.type.js';
import { UserRole } from '../../lib/access-rules.js';

@Entity({ tableName: 'users' })
@Index({ properties: ['createdAt'] })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  /** The e-mail, or the provider's id when there is no e-mail. */
  @Property({ type: 'text', unique: true })
  username!: string;

  @Property({ type: 'text', nullable: true, unique: true })
  email?: string | null;

  /** Google's `sub`: the stable key of a Google account. */
  @Property({ type: 'text', nullable: true, unique: true })
  googleSubject?: string | null;

  @Property({ type: 'text', nullable: true })
  passwordHash?: string | null;

  @Enum({ items: () => UserRole, nativeEnumName: 'user_role', default: UserRole.user })
  role: UserRole & Opt = UserRole.user;

  @Property({ type: 'text', nullable: true })
  displayName?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  firstName?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  lastName?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  careerGoal?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  linkedinUrl?: string | null;

  @Property({ type: EscapedTextType, nullable: true })
  portfolioDetails?: string | null;

  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date & Opt;
}
