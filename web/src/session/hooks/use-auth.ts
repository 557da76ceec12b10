import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthContext, type AuthContextValue, type SessionState } from '../auth-context';

/** A page drawn at build time shows the session as unknown, and so does its hydration, however fast the answer. */
const UNKNOWN_SESSION: SessionState = { user: null, loading: true };
const unknownSession = () => UNKNOWN_SESSION;

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  const session = useSyncExternalStore(store.subscribe, store.session, unknownSession);
  return useMemo(() => ({ ...session, login: store.login, logout: store.logout }), [session, store]);
}
