import { useCallback, useState } from 'react';

/** Open state of a lazily downloaded dialog or drawer: mounted on first open, then kept so it can animate closed. */
export function useLazyOverlay() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
