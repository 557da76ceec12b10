import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { clearSessionEntries, storeSignedInMarker, storeUserId } from '@/lib/session-storage';
import { useHydrated } from '@/lib/use-hydrated';
import { ApiError } from '@/lib/rest';
import { postLogin, postLogout, type LoginRequest } from '../api/auth-requests';
import { MeDocument } from '../api/me-query';
import { AuthContext, type AuthContextValue } from '../auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(MeDocument);
  // A page drawn at build time shows the session as unknown, and so does its hydration, however fast the answer.
  const hydrated = useHydrated();
  const user = (hydrated && data?.me) || null;
  // Only the first answer counts as loading; refetches after login keep the current user on screen.
  const settled = hydrated && (!loading || data !== undefined || error !== undefined);

  useEffect(() => {
    if (!settled) return;
    if (user) storeUserId(user.id);
    else clearSessionEntries();
  }, [settled, user]);

  const login = useCallback(
    async (request: LoginRequest) => {
      // The token in the answer is for API clients; the browser keeps the session in its HttpOnly cookie.
      const { user: signedIn } = await postLogin(request);
      storeUserId(signedIn.id);
      storeSignedInMarker();
      // The session is open whatever happens next: the refetch may be cut short by the navigation that
      // the new user triggers (an aborted query), which is not a failed login.
      await client.resetStore().catch(() => undefined);
      return signedIn;
    },
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await postLogout();
    } catch (cause) {
      // An already-ended session is as good as a logout.
      if (!(cause instanceof ApiError && cause.status === 401)) throw cause;
    }
    clearSessionEntries();
    // Tell every screen first: clearStore stops watching the cache, so a later write would go unseen.
    client.writeQuery({ query: MeDocument, data: { me: null } });
    await client.clearStore();
  }, [client]);

  const value = useMemo<AuthContextValue>(() => ({ user, loading: !settled, login, logout }), [user, settled, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
