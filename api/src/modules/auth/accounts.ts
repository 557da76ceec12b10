import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { emailTaken } from '../users/users.errors.js';
import { Credits } from '../credits/credits.entity.js';
import { utcToday } from '../credits/credits.service.js';
import { User } from '../users/user.entity.js';
import { UserRole } from '../../lib/access-rules.js';

export interface ExternalIdentity {
  email: string | null;
  googleSubject?: string;
  displayName?: string | null;
  photoURL?: string | null;
}

/**
 * Finds the user of an identity, or creates them with their free credits for the day of `now`. A Google account
 * whose e-mail matches an account without a Google link (one made by development sign-in) is linked to
 * it; an e-mail held by another Google account or by the admin is refused, never taken over.
 */
export async function upsertUserFromIdentity(em: EntityManager, identity: ExternalIdentity, now: Date): Promise<User> {
  try {
    return await findOrCreateUser(em, identity, now);
  } catch (error) {
    // Two first sign-ins for one person at once: the other one created the account, so this one finds it.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return findOrCreateUser(em, identity, now);
  }
}

async function findOrCreateUser(em: EntityManager, identity: ExternalIdentity, now: Date): Promise<User> {
  const byEmail = identity.email ? await em.findOne(User, { email: identity.email }) : null;
  let user = identity.googleSubject ? await em.findOne(User, { googleSubject: identity.googleSubject }) : byEmail;
  if (user === null && identity.googleSubject && byEmail) {
    if (byEmail.googleSubject || byEmail.role === UserRole.admin) throw emailTaken();
    byEmail.googleSubject = identity.googleSubject;
    user = byEmail;
  }
  if (user) {
    if (identity.email && user.email !== identity.email) {
      if (byEmail && byEmail.id !== user.id) throw emailTaken();
      user.email = identity.email;
      user.username = identity.email;
    }
    if (identity.displayName) user.displayName = identity.displayName;
    if (identity.photoURL) user.profileImageUrl = identity.photoURL;
    await em.flush();
    return user;
  }
  const username = identity.email ?? identity.googleSubject;
  if (!username) throw new Error('An identity needs an e-mail or a provider id');
  const created = em.create(User, {
    username,
    email: identity.email,
    googleSubject: identity.googleSubject ?? null,
    displayName: identity.displayName ?? null,
    profileImageUrl: identity.photoURL ?? null,
  });
  em.create(Credits, { user: created, resetDate: utcToday(now) });
  await em.flush();
  return created;
}
