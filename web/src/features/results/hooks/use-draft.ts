import { useCallback, useState } from 'react';

const key = (id: number, purpose: string) => `introduction-draft:${id}:${purpose}`;

/** An edit in progress, kept in the tab's session storage so an accidental reload does not lose it. */
export function useDraft(id: number, purpose: string) {
  const [draft, setDraftState] = useState<string | null>(() => sessionStorage.getItem(key(id, purpose)));

  const setDraft = useCallback(
    (text: string | null) => {
      if (text === null) sessionStorage.removeItem(key(id, purpose));
      else sessionStorage.setItem(key(id, purpose), text);
      setDraftState(text);
    },
    [id, purpose],
  );

  return { draft, setDraft };
}
