import type { OperationSummary } from "../../../lib/openapi/types";
import { type OperationEntry } from "../document";
import { operationShape } from "../validate";
import { inlineMarkdownToRich } from "../rich";

// ---------------------------------------------------------------------------------------------
// Descriptions
// ---------------------------------------------------------------------------------------------

/** Splits markdown after its first sentence (periods inside `code` do not count). */
export function splitFirstSentence(markdown: string): [string, string] {
  const text = markdown.trim();
  const paragraphEnd = text.search(/\n\s*\n/);
  const first = paragraphEnd === -1 ? text : text.slice(0, paragraphEnd);
  let inCode = false;
  for (let i = 0; i < first.length; i++) {
    const c = first[i];
    if (c === "`") inCode = !inCode;
    if (inCode || !".!?".includes(c)) continue;
    const next = first[i + 1];
    if (next === undefined) break;
    if (/\s/.test(next) && !/\b(e\.g|i\.e|etc|vs)$/i.test(first.slice(0, i))) {
      return [first.slice(0, i + 1).trim(), text.slice(i + 1).trim()];
    }
  }
  return [first.trim(), paragraphEnd === -1 ? "" : text.slice(paragraphEnd).trim()];
}

/** The row of an operation in the overview tables and on api-status. */
export function buildOperationSummary(entry: OperationEntry, route: string): OperationSummary {
  const op = operationShape.parse(entry.operation);
  return {
    operationId: op.operationId,
    summary: op.summary,
    route,
    method: entry.method,
    path: entry.webhook ? (op["x-path"] ?? "") : entry.key,
    serviceCode: op["x-service-code"],
    apiType: op["x-api-type"],
    direction: op["x-direction"],
    requirement: op["x-requirement"],
    purpose: inlineMarkdownToRich(splitFirstSentence(op.description)[0]),
    lifecycle: op["x-lifecycle"],
    product: op.tags[0],
  };
}
