import type { CatalogCode, CatalogGroup } from "../../../lib/openapi/types";
import { type OperationEntry } from "../document";
import { operationShape } from "../validate";
import { inlineMarkdownToRich } from "../rich";

/** Reason phrases of the HTTP statuses the API returns, for the catalog's section headings. */
const reasonPhrases: Record<string, string> = {
  "200": "OK",
  "202": "Accepted",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
  "502": "Bad Gateway",
  "503": "Service Unavailable",
  "504": "Gateway Timeout",
};

/**
 * The response-code catalog: every `x-response-codes` entry of every operation, grouped by HTTP
 * status, in code order. A code returned by several operations is one row naming them all
 * (meaning and action from the first, in document order).
 */
export function buildResponseCodeCatalog(
  entries: OperationEntry[],
  routeOf: (entry: OperationEntry) => string,
): CatalogGroup[] {
  const byCode = new Map<string, CatalogCode>();
  for (const entry of entries) {
    const op = operationShape.parse(entry.operation);
    for (const c of op["x-response-codes"]) {
      const link = { summary: op.summary, route: `${routeOf(entry)}#response-code-${c.code}` };
      const known = byCode.get(c.code);
      if (known) {
        known.operations.push(link);
        continue;
      }
      byCode.set(c.code, {
        code: c.code,
        status: c.code.slice(0, 3),
        serviceCode: c.code.slice(3, 5),
        caseCode: c.code.slice(5, 7),
        message: c.message,
        meaning: inlineMarkdownToRich(c.meaning),
        action: inlineMarkdownToRich(c.action),
        retry: c.retry,
        operations: [link],
      });
    }
  }
  const groups = new Map<string, CatalogGroup>();
  for (const code of [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code))) {
    let group = groups.get(code.status);
    if (!group) {
      const reason = reasonPhrases[code.status];
      group = {
        id: `http-${code.status}`,
        status: code.status,
        title: `HTTP ${code.status}${reason ? ` ${reason}` : ""}`,
        codes: [],
      };
      groups.set(code.status, group);
    }
    group.codes.push(code);
  }
  return [...groups.values()];
}
