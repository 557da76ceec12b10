import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 100;

/** Elapsed time that runs, pauses and resumes; measured from the clock, so a slow tick loses nothing. */
export function useStopwatch() {
  const [elapsedMs, setElapsedMs] = useState(0);
  const [running, setRunning] = useState(false);
  // Time banked before the current run, and when the current run started.
  const banked = useRef(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!running) return;
    startedAt.current = Date.now();
    const timer = setInterval(() => setElapsedMs(banked.current + Date.now() - startedAt.current), TICK_MS);
    return () => {
      clearInterval(timer);
      banked.current += Date.now() - startedAt.current;
      setElapsedMs(banked.current);
    };
  }, [running]);

  const toggle = useCallback(() => setRunning((current) => !current), []);
  const reset = useCallback(() => {
    setRunning(false);
    banked.current = 0;
    setElapsedMs(0);
  }, []);

  return { elapsedMs, running, toggle, reset };
}
