import type { DraftState } from '@firstwords/contracts';

interface DraftLike {
  purpose: string;
  text: string;
  state: DraftState;
}

const STATE_ORDER: Record<DraftState, number> = { writing: 0, polishing: 1, done: 2 };

/** A draft behind one already kept: the query's snapshot (stored once a second) arriving after live events. */
function isBehind(kept: DraftLike | undefined, incoming: DraftLike): boolean {
  if (!kept) return false;
  const order = STATE_ORDER[incoming.state] - STATE_ORDER[kept.state];
  return order < 0 || (order === 0 && incoming.state === 'writing' && incoming.text.length < kept.text.length);
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
  for (const draft of incoming) if (!isBehind(merged.get(draft.purpose), draft)) merged.set(draft.purpose, draft);
  return [...merged.values()];
}
