/** One error of a chain: the thrown error first, then each `cause` (ES2022 `Error.cause`). */
export interface ErrorLink {
  name: string;
  message: string;
}

const maxDepth = 10;

function describe(value: unknown): ErrorLink {
  if (value instanceof Error) return { name: value.name || "Error", message: value.message };
  if (typeof value === "string") return { name: "Error", message: value };
  try {
    return { name: "Thrown value", message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { name: "Thrown value", message: String(value) };
  }
}

/**
 * Crash page: "the error message and its causes". Follows `cause` links, stopping at a
 * cycle or after ten links so a malicious or buggy chain cannot hang the crash page.
 */
export function errorChain(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && chain.length < maxDepth) {
    seen.add(current);
    chain.push(describe(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** Any thrown value as an Error (React error boundaries may receive strings or objects). */
export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  const { message } = describe(value);
  return new Error(message);
}
