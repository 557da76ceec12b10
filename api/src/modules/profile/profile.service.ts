import { escapeStoredText, profileSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminAccountFixed } from '../users/users.errors.js';
import { parseInput } from '../../lib/validation.js';
import { User } from '../users/user.entity.js';
import { UserRole } from '../../lib/access-rules.js';

const PROFILE_FIELDS = ['firstName', 'lastName', 'careerGoal', 'linkedinUrl', 'portfolioDetails'] as const;

export type Profile = Record<(typeof PROFILE_FIELDS)[number], string | null>;

/** The profile as the API answers it: stored text stays escaped (docs/product.md, Stored text). */
function toProfile(user: User): Profile {
  const stored = (text: string | null | undefined) => escapeStoredText(text) ?? null;
  return {
    firstName: stored(user.firstName),
    lastName: stored(user.lastName),
    careerGoal: stored(user.careerGoal),
    linkedinUrl: stored(user.linkedinUrl),
    portfolioDetails: stored(user.portfolioDetails),
  };
}

export class ProfileService {
  get(user: User): Profile {
    return toProfile(user);
  }

  async update(em: EntityManager, user: User, input: unknown): Promise<Profile> {
    const changes = parseInput(profileSchema, input);
    for (const field of PROFILE_FIELDS) {
      const value = changes[field];
      if (value !== undefined) user[field] = value;
    }
    await em.flush();
    return toProfile(user);
  }

  /**
   * Erasure (UK GDPR article 17): the account and, through the database's cascades, its sessions, credits,
   * introductions, ratings and feedback. Payments stay on record for the accounts, detached from the person.
   */
  async deleteAccount(em: EntityManager, user: User): Promise<void> {
    if (user.role === UserRole.admin) throw adminAccountFixed();
    await em.nativeDelete(User, { id: user.id });
  }
}
