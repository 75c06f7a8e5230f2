/** A controllable window.matchMedia for jsdom (which has none): `set(query, matches)` fires change. */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)?.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      listeners.get(query)?.forEach((l) => l());
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
