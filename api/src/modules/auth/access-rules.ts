import type { AppError } from '../../lib/errors.js';
import { authError, notSignedIn } from './auth.errors.js';
import { UserRole } from '../users/user.entity.js';
import type { Caller } from './session.service.js';

/**
 * Who may go on, decided from the caller alone: true, or the error to answer with. The only place this is
 * decided: graphql-shield runs these rules for GraphQL (auth/shield-rules.ts) and `requireRule` for REST.
 * Rules about one object ("this introduction is yours") belong to the services.
 */
export type AccessRule = (caller: Caller | null) => true | AppError;

export const isSignedIn: AccessRule = (caller) => caller !== null || notSignedIn();

export const isAdmin: AccessRule = (caller) => {
  if (caller === null) return notSignedIn('Admin authentication required');
  return caller.role === UserRole.admin || authError('NOT_AN_ADMIN', "You don't have permission to access admin resources");
};
