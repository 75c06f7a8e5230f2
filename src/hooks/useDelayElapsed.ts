import { useEffect, useState } from "react";

/** False until `delayMs` has passed since mount (SPEC §9 lazy-loading delay), then true. */
export function useDelayElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
