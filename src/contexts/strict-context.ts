import { createContext, useContext, type Context } from "react";

/** Thrown when a hook runs outside the provider it needs (missing providers raise errors). */
export class ReactContextError extends Error {
  constructor(providerName: string, hookName: string) {
    super(`${hookName}() was called outside <${providerName}>. Render the component inside <${providerName}>.`);
    this.name = "ReactContextError";
  }
}

/**
 * A context with no default value and a hook that throws a ReactContextError naming the
 * provider, so a missing provider fails loudly instead of rendering with made-up state.
 */
export function createStrictContext<T>(providerName: string, hookName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = providerName;
  const useStrictContext = (): T => {
    const value = useContext(context);
    if (value === null) throw new ReactContextError(providerName, hookName);
    return value;
  };
  return [context, useStrictContext];
}
