import { readUserId } from './session-storage';

/** Headers of identity-aware calls (spec section 7): the user id; the session travels in its HttpOnly cookie. */
export function identityHeaders(): Record<string, string> {
  const userId = readUserId();
  return userId ? { 'x-user-id': userId } : {};
}
