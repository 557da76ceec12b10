import { requestJson } from '@/lib/rest';

/** The user of a REST login answer (docs/product.md, Roles and identity). */
export interface LoginUser {
  id: string;
  username: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  role: 'user' | 'admin';
}

export interface LoginResponse {
  user: LoginUser;
  token: string;
}

export type LoginRequest =
  | { method: 'dev-login'; body: { email: string; name?: string } }
  | { method: 'google'; body: { credential: string } }
  | { method: 'admin-login'; body: { email: string; password: string } };

export function postLogin({ method, body }: LoginRequest): Promise<LoginResponse> {
  return requestJson<LoginResponse>(`/api/auth/${method}`, { method: 'POST', body, withIdentity: false });
}

export function postLogout(): Promise<void> {
  return requestJson<void>('/api/auth/logout', { method: 'POST' });
}

/** Ends every session of the signed-in person, on every device. */
export function postLogoutEverywhere(): Promise<void> {
  return requestJson<void>('/api/auth/logout-everywhere', { method: 'POST' });
}
