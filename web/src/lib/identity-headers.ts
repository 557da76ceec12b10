import { readUserId } from './session-storage';

/** Headers of identity-aware calls (docs/product.md, Web client behaviour): the user id; the session travels in its HttpOnly cookie. */
export function identityHeaders(): Record<string, string> {
  const userId = readUserId();
  return userId ? { 'x-user-id': userId } : {};
}
