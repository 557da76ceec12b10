import { forbidden, unauthenticated } from '../../graphql/errors.js';
import { UserRole, type User } from '../users/user.entity.js';

/**
 * The caller, if they are an admin; the messages of the specification otherwise. REST routes rely on
 * it, and resolvers repeat their graphql-shield rule with it so a missing rule can't leak.
 */
export function assertAdmin(user: User | null | undefined): User {
  if (!user) throw unauthenticated('Admin authentication required');
  if (user.role !== UserRole.admin) throw forbidden("You don't have permission to access admin resources");
  return user;
}
