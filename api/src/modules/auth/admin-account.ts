import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { Credits } from '../credits/credits.entity.js';
import { User, UserRole } from '../users/user.entity.js';
import { hashPassword, verifyPassword } from './password.js';

/** Makes sure the configured admin account exists with the configured password. */
export async function ensureAdminAccount(em: EntityManager, admin: Config['admin']): Promise<User> {
  let user = await em.findOne(User, { email: admin.email });
  if (user === null) {
    user = em.create(User, {
      username: admin.email,
      email: admin.email,
      displayName: 'Administrator',
      role: UserRole.admin,
      passwordHash: await hashPassword(admin.password),
    });
    em.create(Credits, { user });
  } else {
    user.role = UserRole.admin;
    if (!user.passwordHash || !(await verifyPassword(admin.password, user.passwordHash))) {
      user.passwordHash = await hashPassword(admin.password);
    }
  }
  await em.flush();
  return user;
}
