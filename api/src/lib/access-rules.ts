import { ErrorCode } from '@firstwords/contracts';
import { domainErrors, type AppError } from './errors.js';

export enum UserRole {
  user = 'user',
  admin = 'admin',
}

/** Who is calling, as a verified session says: what the access rules read. */
export interface Caller {
  id: string;
  role: UserRole;
}

const accessError = domainErrors({
  NOT_SIGNED_IN: ErrorCode.UNAUTHENTICATED,
  NOT_AN_ADMIN: ErrorCode.FORBIDDEN,
  USER_ID_MISMATCH: ErrorCode.FORBIDDEN,
});

export const notSignedIn = (message = 'Authentication required') => accessError('NOT_SIGNED_IN', message);
/** A user id the client sent (a header, an older client's body) that is not the session's. */
export const userIdMismatch = (message: string) => accessError('USER_ID_MISMATCH', message);

/**
 * Who may go on, decided from the caller alone: true, or the error to answer with. The only place this is
 * decided: graphql-shield runs these rules for GraphQL (graphql/rules.ts) and `requireRule` for REST.
 * Rules about one object ("this introduction is yours") belong to the services.
 */
export type AccessRule = (caller: Caller | null) => true | AppError;

export const isSignedIn: AccessRule = (caller) => caller !== null || notSignedIn();

export const isAdmin: AccessRule = (caller) => {
  if (caller === null) return notSignedIn('Admin authentication required');
  return caller.role === UserRole.admin || accessError('NOT_AN_ADMIN', "You don't have permission to access admin resources");
};
