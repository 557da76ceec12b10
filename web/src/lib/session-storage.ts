// Entry names fixed by the specification (section 3); the user id is kept under both names.
const USER_ID_KEYS = ['user-id', 'userId'] as const;
const AUTH_TOKEN_KEY = 'auth-token';

export function readUserId(): string | null {
  return sessionStorage.getItem(USER_ID_KEYS[0]) ?? sessionStorage.getItem(USER_ID_KEYS[1]);
}

export function readAuthToken(): string | null {
  return sessionStorage.getItem(AUTH_TOKEN_KEY);
}

export function storeUserId(userId: string): void {
  for (const key of USER_ID_KEYS) sessionStorage.setItem(key, userId);
}

export function storeAuthToken(token: string): void {
  sessionStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearSessionEntries(): void {
  for (const key of [...USER_ID_KEYS, AUTH_TOKEN_KEY]) sessionStorage.removeItem(key);
}
