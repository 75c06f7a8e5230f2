import type { TocHeading } from "../page-context";
import type { ApiPageData, OperationSummary, OperationView } from "./types";

/**
 * The headings the API templates add to a page. One list serves the template (what it renders),
 * the table of contents and the link check (which anchors exist), so they cannot disagree.
 */
export const apiSections = {
  rules: { id: "rules-and-notes", value: "Rules and notes", depth: 2 },
  request: { id: "request", value: "Request", depth: 2 },
  headers: { id: "request-headers", value: "Headers", depth: 3 },
  query: { id: "query-parameters", value: "Query parameters", depth: 3 },
  requestBody: { id: "request-body", value: "Request body", depth: 3 },
  requestExamples: { id: "request-examples", value: "Request examples", depth: 3 },
  samples: { id: "code-samples", value: "Code samples", depth: 2 },
  response: { id: "response", value: "Response", depth: 2 },
  responseBody: { id: "response-body", value: "Response body", depth: 3 },
  responseExamples: { id: "response-examples", value: "Response examples", depth: 3 },
  responseCodes: { id: "response-codes", value: "Response codes", depth: 2 },
  mandatory: { id: "mandatory-apis", value: "Mandatory APIs", depth: 2 },
  optional: { id: "optional-apis", value: "Optional APIs", depth: 2 },
  status: { id: "operation-status", value: "Operation status", depth: 2 },
} as const satisfies Record<string, TocHeading>;

export type ApiSection = keyof typeof apiSections;

/** The sections an operation page shows, in page order. */
export function operationSections(op: OperationView): ApiSection[] {
  const list: ApiSection[] = [];
  if (op.rules.length) list.push("rules");
  list.push("request");
  if (op.headers.length) list.push("headers");
  if (op.query.length) list.push("query");
  if (op.requestBody) list.push("requestBody");
  if (op.requestExamples.length) list.push("requestExamples");
  list.push("samples", "response");
  if (op.responseBodies.length) list.push("responseBody");
  if (op.responseExamples.length) list.push("responseExamples");
  list.push("responseCodes");
  return list;
}

/** Headings an API page adds after its MDX body, in page order. */
export function apiHeadings(data: ApiPageData): TocHeading[] {
  const pick = (keys: ApiSection[]): TocHeading[] => keys.map((k) => ({ ...apiSections[k] }));
  switch (data.kind) {
    case "operation":
      return pick(operationSections(data.operation));
    case "overview":
      return pick([
        ...(data.mandatory.length ? (["mandatory"] as const) : []),
        ...(data.optional.length ? (["optional"] as const) : []),
      ]);
    case "status":
      return [
        ...pick(["status"]),
        ...statusGroups(data.operations).map((g) => ({ id: g.id, value: g.product, depth: 3 })),
      ];
    case "downloads":
      return [];
    case "catalog":
      return data.groups.map((g) => ({ id: g.id, value: g.title, depth: 2 }));
  }
}

/** api-status groups operations by product, in the order products first appear. */
export function statusGroups(
  operations: OperationSummary[],
): { id: string; product: string; operations: OperationSummary[] }[] {
  const groups: { id: string; product: string; operations: OperationSummary[] }[] = [];
  for (const op of operations) {
    let group = groups.find((g) => g.product === op.product);
    if (!group)
      groups.push(
        (group = {
          id: `status-${op.product.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
          product: op.product,
          operations: [],
        }),
      );
    group.operations.push(op);
  }
  return groups;
}

/** Anchor of the container of the download links on the API overview. */
export const downloadsAnchor = "downloads";

/** Anchor of a response code's row, e.g. `response-code-4005401`. */
export const responseCodeAnchor = (code: string) => `response-code-${code}`;

/** Anchor of a code's row in the response-code catalog, e.g. `code-4017300`. */
export const catalogCodeAnchor = (code: string) => `code-${code}`;

/** Doc id of the response-code catalog page (content/api/response-codes.mdx), and its route. */
export const catalogDocId = "api/response-codes";
export const catalogRoute = "/api/response-codes/";

/** Where a code's row of the catalog is, e.g. `/api/response-codes/#code-4017300`. */
export const catalogHref = (code: string) => `${catalogRoute}#${catalogCodeAnchor(code)}`;

/** Every anchor an API page adds (headings, field rows, examples, response codes). */
export function apiAnchors(data: ApiPageData): string[] {
  const ids = apiHeadings(data).map((h) => h.id);
  if (data.kind === "downloads") ids.push(downloadsAnchor);
  if (data.kind === "status") ids.push(...data.operations.map((o) => `status-${o.operationId}`));
  if (data.kind === "catalog") ids.push(...data.groups.flatMap((g) => g.codes.map((c) => catalogCodeAnchor(c.code))));
  if (data.kind !== "operation") return ids;
  const op = data.operation;
  for (const row of [
    ...op.headers,
    ...op.query,
    ...(op.requestBody?.rows ?? []),
    ...op.responseBodies.flatMap((b) => b.rows),
  ])
    ids.push(row.id);
  for (const table of [op.requestBody, ...op.responseBodies]) if (table && !ids.includes(table.id)) ids.push(table.id);
  for (const example of [...op.requestExamples, ...op.responseExamples]) ids.push(example.id);
  for (const code of op.responseCodes) ids.push(responseCodeAnchor(code.code));
  return ids;
}
