import type { CatalogCode, CatalogGroup, RichNode } from "./types";

/**
 * The filter of the response-code catalog (api/response-codes). Loaded by the page only when the
 * reader first uses the filter box, so it adds nothing to a first visit.
 */

function plain(nodes: RichNode[]): string {
  return nodes.map((n) => (typeof n === "string" ? n : plain(n.slice(2) as RichNode[]))).join(" ");
}

/** Everything a reader may type to find a code: its digits, status, message, meaning, action, operations. */
export function catalogCodeText(code: CatalogCode): string {
  return [
    code.code,
    `HTTP ${code.status}`,
    `service ${code.serviceCode}`,
    `case ${code.caseCode}`,
    code.message,
    plain(code.meaning),
    plain(code.action),
    code.retry === "same-reference" ? "retry same reference" : code.retry === "inquiry" ? "inquiry status" : "",
    ...code.operations.map((o) => o.summary),
  ]
    .join(" ")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/**
 * The codes matching a query: every word of the query appears in the code's text (`401` finds
 * every 401xxxx code, `4017300` exactly that one, `token invalid` the invalid-token codes).
 * Null when the query is blank: everything shows.
 */
export function filterCatalog(groups: CatalogGroup[], query: string): Set<string> | null {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length) return null;
  const shown = new Set<string>();
  for (const group of groups)
    for (const code of group.codes) {
      const text = catalogCodeText(code);
      if (terms.every((t) => text.includes(t))) shown.add(code.code);
    }
  return shown;
}
