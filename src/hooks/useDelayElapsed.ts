import { useEffect, useState } from "react";

/**
 * False until `delayMs` has passed since mount (lazy-loading delay), then true. `null`
 * means "not waiting": false, and the count starts afresh when a number is given again.
 */
export function useDelayElapsed(delayMs: number | null): boolean {
  const [elapsed, setElapsed] = useState(delayMs !== null && delayMs <= 0);
  useEffect(() => {
    if (delayMs === null) {
      setElapsed(false);
      return;
    }
    if (delayMs <= 0) {
      setElapsed(true);
      return;
    }
    setElapsed(false);
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
