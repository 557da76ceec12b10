import { readAuthToken, readUserId } from './session-storage';

/** Headers of identity-aware calls (spec section 7); the session cookie travels on its own. */
export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readAuthToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    headers['x-auth-token'] = token;
  }
  const userId = readUserId();
  if (userId) headers['x-user-id'] = userId;
  return headers;
}
