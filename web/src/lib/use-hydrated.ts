import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React draws on the server and while it hydrates what the server drew, true from then on: state the
 * build-time page could not know (the session) waits for it, so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
