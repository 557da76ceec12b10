import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { Credits } from '../credits/credits.entity.js';
import { User } from '../users/user.entity.js';
import { UserRole } from '../../lib/access-rules.js';
import { hashPassword, verifyPassword } from './password.js';
import { Session } from './session.entity.js';

/**
 * Makes sure the configured admin account exists with the configured password. A changed password ends
 * the admin's sessions; a changed ADMIN_EMAIL makes the previous admin a plain user, signed out, with no
 * password.
 */
export async function ensureAdminAccount(em: EntityManager, admin: Config['admin']): Promise<User> {
  const formerAdmins = await em.find(User, { role: UserRole.admin, email: { $ne: admin.email } });
  for (const former of formerAdmins) {
    former.role = UserRole.user;
    former.passwordHash = null;
    await em.nativeDelete(Session, { user: former });
  }
  let user = await em.findOne(User, { email: admin.email });
  if (user === null) {
    user = em.create(User, {
      username: admin.email,
      email: admin.email,
      displayName: 'Administrator',
      role: UserRole.admin,
      passwordHash: await hashPassword(admin.password, admin.passwordHashCost),
    });
    em.create(Credits, { user });
  } else {
    user.role = UserRole.admin;
    if (!user.passwordHash || !(await verifyPassword(admin.password, user.passwordHash))) {
      user.passwordHash = await hashPassword(admin.password, admin.passwordHashCost);
      await em.nativeDelete(Session, { user });
    }
  }
  await em.flush();
  return user;
}
