import { type DraftState, isDraftBehind } from '@firstwords/contracts';

interface DraftLike {
  purpose: string;
  text: string;
  state: DraftState;
}

/**
 * An introduction's drafts as the cache keeps them. An event brings one purpose's whole text so far, the query all of
 * them as last stored; for each purpose the one furthest along stays. Null (nothing being written) replaces them all.
 */
export function mergeDrafts<T extends DraftLike>(
  existing: readonly T[] | null | undefined,
  incoming: readonly T[] | null,
): readonly T[] | null {
  if (incoming === null || !existing) return incoming;
  const merged = new Map(existing.map((draft) => [draft.purpose, draft]));
  for (const draft of incoming) if (!isDraftBehind(merged.get(draft.purpose), draft)) merged.set(draft.purpose, draft);
  return [...merged.values()];
}
