import type { LoginResponse } from '@/features/auth/api/auth-requests';
import { requestJson } from '@/lib/rest';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Email and password against our own server; the answer has the same shape as every other login. */
export function postAdminLogin(credentials: AdminCredentials): Promise<LoginResponse> {
  return requestJson<LoginResponse>('/api/auth/admin-login', { method: 'POST', body: credentials, withIdentity: false });
}
