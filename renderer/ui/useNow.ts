/**
 * The current time, renewed every `intervalMs` (and never on the server's render, which has no
 * "now" the browser would agree with: null until the page runs). For what changes with time on a
 * screen left open, e.g. a video consultation's join button appearing when its waiting room opens.
 */
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
