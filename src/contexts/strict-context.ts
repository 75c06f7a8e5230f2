import { createContext, useContext, type Context } from "react";

/**
 * The error a hook throws outside the provider it needs (missing providers raise errors), named
 * "ReactContextError". A plain Error, not a subclass: the browser build compiles `extends Error`
 * with Babel's wrapNativeSuper helpers, which would add bytes to every page's first visit.
 */
function reactContextError(providerName: string, hookName: string): Error {
  const error = new Error(
    `${hookName}() was called outside <${providerName}>. Render the component inside <${providerName}>.`,
  );
  error.name = "ReactContextError";
  return error;
}

/**
 * A context with no default value and a hook that throws an error naming the
 * provider, so a missing provider fails loudly instead of rendering with made-up state.
 */
export function createStrictContext<T>(providerName: string, hookName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = providerName;
  const useStrictContext = (): T => {
    const value = useContext(context);
    if (value === null) throw reactContextError(providerName, hookName);
    return value;
  };
  return [context, useStrictContext];
}
