import type { TextKind } from '@firstwords/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import type { ToastOptions } from '@/lib/toast';

/** A writing this tab started, and what to tell the person when it ends. */
export interface FollowedWriting {
  /** The one purpose a refinement rewrites; the other writings write all five. */
  purpose?: TextKind;
  /** A new introduction's first texts: if they fail, the introduction is deleted and the person goes back to their answers. */
  generation?: boolean;
  written: ToastOptions;
  /** Its description gives way to the server's message when the writer failed. */
  failed: ToastOptions;
}

// Kept in the tab's session storage, so a reload mid-writing still ends with the right toast.
const key = (introductionId: number) => `introduction-writing:${introductionId}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFollowedWriting(introductionId: number, writing: FollowedWriting | null): void {
  if (writing) sessionStorage.setItem(key(introductionId), JSON.stringify(writing));
  else sessionStorage.removeItem(key(introductionId));
  listeners.forEach((listener) => listener());
}

function parse(stored: string | null): FollowedWriting | null {
  try {
    return stored ? (JSON.parse(stored) as FollowedWriting) : null;
  } catch {
    return null;
  }
}

/** The writing as the tab follows it now, outside React's renders. */
export const followedWriting = (introductionId: number): FollowedWriting | null => parse(sessionStorage.getItem(key(introductionId)));

export function useFollowedWriting(introductionId: number): FollowedWriting | null {
  const stored = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(key(introductionId)),
    () => null,
  );
  return useMemo(() => parse(stored), [stored]);
}
