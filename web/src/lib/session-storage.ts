// Fixed entry names (docs/product.md, Web client behaviour); the user id is kept under both names. The session
// token itself lives only in the server's HttpOnly cookie, out of reach of page JavaScript: under
// `auth-token` the page keeps a marker that says "signed in" and grants nothing.
const USER_ID_KEYS = ['user-id', 'userId'] as const;
const AUTH_TOKEN_KEY = 'auth-token';
export const SIGNED_IN_MARKER = 'signed-in (the session is in an HttpOnly cookie)';

export function readUserId(): string | null {
  return sessionStorage.getItem(USER_ID_KEYS[0]) ?? sessionStorage.getItem(USER_ID_KEYS[1]);
}

export function hasSignedInMarker(): boolean {
  return sessionStorage.getItem(AUTH_TOKEN_KEY) !== null;
}

export function storeUserId(userId: string): void {
  for (const key of USER_ID_KEYS) sessionStorage.setItem(key, userId);
}

export function storeSignedInMarker(): void {
  sessionStorage.setItem(AUTH_TOKEN_KEY, SIGNED_IN_MARKER);
}

export function clearSessionEntries(): void {
  for (const key of [...USER_ID_KEYS, AUTH_TOKEN_KEY]) sessionStorage.removeItem(key);
}
