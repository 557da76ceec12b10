import type { EntityManager } from '@mikro-orm/postgresql';
import { Credits } from '../credits/credits.entity.js';
import { User } from './user.entity.js';

export interface ExternalIdentity {
  email: string | null;
  googleSubject?: string;
  displayName?: string | null;
  photoURL?: string | null;
}

/** Finds the user of an identity, or creates them with their free credits for today. */
export async function upsertUserFromIdentity(em: EntityManager, identity: ExternalIdentity): Promise<User> {
  const existing = identity.googleSubject
    ? await em.findOne(User, { googleSubject: identity.googleSubject })
    : identity.email
      ? await em.findOne(User, { email: identity.email })
      : null;
  if (existing) {
    if (identity.email && existing.email !== identity.email) {
      existing.email = identity.email;
      existing.username = identity.email;
    }
    if (identity.displayName) existing.displayName = identity.displayName;
    if (identity.photoURL) existing.profileImageUrl = identity.photoURL;
    await em.flush();
    return existing;
  }
  const username = identity.email ?? identity.googleSubject;
  if (!username) throw new Error('An identity needs an e-mail or a provider id');
  const user = em.create(User, {
    username,
    email: identity.email,
    googleSubject: identity.googleSubject ?? null,
    displayName: identity.displayName ?? null,
    profileImageUrl: identity.photoURL ?? null,
  });
  em.create(Credits, { user });
  await em.flush();
  return user;
}
