/**
 * Prefetching is skipped on 2G or data-saver connections. The Network Information API
 * is Chromium-only; where it is missing, the connection is treated as unconstrained.
 */

/** The part of `navigator.connection` (Network Information API) this site reads. */
export interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on `slow-2g`/`2g` or when the reader asked to save data. */
export function isConstrainedConnection(connection: NetworkInformationLike | null | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return (connection.effectiveType ?? "").includes("2g");
}

/** The browser's connection right now (false during SSR). */
export function onConstrainedConnection(): boolean {
  return typeof navigator !== "undefined" && isConstrainedConnection(navigator.connection);
}
