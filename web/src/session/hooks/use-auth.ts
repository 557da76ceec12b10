import { useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthContext, type AuthContextValue, UNKNOWN_SESSION } from '../auth-context';

const unknownSession = () => UNKNOWN_SESSION;

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  const session = useSyncExternalStore(store.subscribe, store.session, unknownSession);
  return useMemo(() => ({ ...session, login: store.login, logout: store.logout }), [session, store]);
}
