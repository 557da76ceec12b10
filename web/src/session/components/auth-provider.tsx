import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { clearSessionEntries, storeSignedInMarker, storeUserId } from '@/lib/session-storage';
import { ApiError } from '@/lib/rest';
import { postLogin, postLogout, type LoginRequest } from '../api/auth-requests';
import { MeDocument } from '../api/me-query';
import { AuthContext, type AuthStore, type SessionState, UNKNOWN_SESSION } from '../auth-context';

/** The store the provider shares, with the session as last told (unknown until the provider first tells it). */
function createAuthStore(client: ApolloClient): AuthStore & { tell: (next: SessionState) => void } {
  let session = UNKNOWN_SESSION;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    session: () => session,
    tell: (next) => {
      if (next.user === session.user && next.loading === session.loading) return;
      session = next;
      for (const listener of listeners) listener();
    },
    async login(request: LoginRequest) {
      // The token in the answer is for API clients; the browser keeps the session in its HttpOnly cookie.
      const { user: signedIn } = await postLogin(request);
      storeUserId(signedIn.id);
      storeSignedInMarker();
      // The session is open whatever happens next: the refetch may be cut short by the navigation that
      // the new user triggers (an aborted query), which is not a failed login.
      await client.resetStore().catch(() => undefined);
      return signedIn;
    },
    async logout() {
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
    },
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [store] = useState(() => createAuthStore(client));
  const { data, loading, error } = useQuery(MeDocument);
  const user = data?.me ?? null;
  // Only the first answer counts as loading; refetches after login keep the current user on screen.
  const settled = !loading || data !== undefined || error !== undefined;

  // Told before the browser paints, so no screen shows a session older than the provider's.
  useLayoutEffect(() => store.tell({ user, loading: !settled }), [store, user, settled]);

  useEffect(() => {
    if (!settled) return;
    if (user) storeUserId(user.id);
    else clearSessionEntries();
  }, [settled, user]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}
