import { profileSchema } from '@firstwords/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminAccountFixed } from './users.errors.js';
import { parseInput } from '../../lib/validation.js';
import { escapeOptional } from '../../lib/text-fields.js';
import { User, UserRole } from './user.entity.js';

const PROFILE_FIELDS = ['firstName', 'lastName', 'careerGoal', 'linkedinUrl', 'portfolioDetails'] as const;

export type Profile = Record<(typeof PROFILE_FIELDS)[number], string | null>;

function toProfile(user: User): Profile {
  return {
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    careerGoal: user.careerGoal ?? null,
    linkedinUrl: user.linkedinUrl ?? null,
    portfolioDetails: user.portfolioDetails ?? null,
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
      if (value !== undefined) user[field] = escapeOptional(value);
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
