import { createContext } from 'react';
import type { MeQuery } from '@/graphql/__generated__/graphql';
import type { LoginRequest, LoginUser } from './api/auth-requests';

type AuthUser = NonNullable<MeQuery['me']>;

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  login: (request: LoginRequest) => Promise<LoginUser>;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
