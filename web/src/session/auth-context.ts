import { createContext } from 'react';
import type { MeQuery } from '@/graphql/__generated__/graphql';
import type { LoginRequest, LoginUser } from './api/auth-requests';

type AuthUser = NonNullable<MeQuery['me']>;

/** The session as screens show it. */
export interface SessionState {
  user: AuthUser | null;
  loading: boolean;
}

/** A page drawn at build time shows the session as unknown, and so does its hydration, however fast the answer. */
export const UNKNOWN_SESSION: SessionState = { user: null, loading: true };

export interface AuthContextValue extends SessionState {
  login: (request: LoginRequest) => Promise<LoginUser>;
  logout: () => Promise<void>;
}

/**
 * What the provider shares: the same store for the app's life, which the screens that show the session subscribe
 * to. A context value that changed would reach every part of the page React has not hydrated yet (the home page's
 * sections, while their code downloads), and React throws such a part's drawn HTML away to draw it again.
 */
export interface AuthStore extends Pick<AuthContextValue, 'login' | 'logout'> {
  subscribe: (listener: () => void) => () => void;
  session: () => SessionState;
}

export const AuthContext = createContext<AuthStore | null>(null);
