import { apiSections, catalogCodeAnchor, responseCodeAnchor } from "../../lib/openapi";
import type { RowAnchors } from "../../lib/search/node";
import type { TocHeading } from "../../lib/page-context";

/**
 * What an API operation page adds to search beyond its MDX body. The API reference gives every
 * `ApiOperation` node its `searchSections`: the purpose and rules (id ""), each header, parameter
 * and body field (anchored at its table row, `request-body.amount.value`) and each response code
 * (`response-code-2005400`). Search keeps one document per h2/h3 section: the rows are
 * grouped under the heading the template renders them in, and linked to that heading's anchor.
 */

/** The fields of an `ApiOperation` node search reads (src/node/openapi, src/node/content/schema.ts). */
export interface OperationSearchData {
  operationId: string;
  summary: string;
  method: string;
  /** The path; for a webhook the merchant's conventional endpoint, or "". */
  path: string;
  webhook: boolean;
  serviceCode: string;
  searchSections: { id: string; heading: string; text: string }[];
}

export interface ApiSearchSection {
  /** Anchor of the section heading; "" for the top of the page. */
  id: string;
  heading: string;
  /** Indexed: names, paths and codes (compact: it is part of the first search's payload). */
  indexText: string;
  /** For excerpts and Ask AI: descriptions, meanings and actions too. */
  text: string;
  /** The response codes' rows: a code typed whole links to its row, not to the heading. */
  rows?: RowAnchors;
  /** What the rows define, ranked like a heading: field paths, header names, response codes. */
  defines?: string;
}

const codeOf = (id: string) => /^response-code-(\d{7})$/.exec(id)?.[1];

/**
 * The heading a generated row belongs to, by the prefix of its anchor. The request's field tables
 * also index their column headings (FieldTable: Field, Required) as what the section is about, so
 * "Transfer to Bank required fields" finds that operation's request body.
 */
const REQUEST_FIELD_COLUMNS = "Field Required";
const ROW_SECTIONS: { match: RegExp; section: TocHeading; columns?: string }[] = [
  { match: /^request-headers\./, section: apiSections.headers },
  { match: /^query-parameters\./, section: apiSections.query, columns: REQUEST_FIELD_COLUMNS },
  { match: /^request-body\./, section: apiSections.requestBody, columns: REQUEST_FIELD_COLUMNS },
  // Every response table (success, other 2xx, the error body) sits under "Response body".
  { match: /^(?:response-body(?:-\d+)?|error-body)\./, section: apiSections.responseBody },
  { match: /^response-code-/, section: apiSections.responseCodes },
];

/** The endpoint line shown for an operation: `POST /v1.0/debit/status`. */
export function endpointOf(op: Pick<OperationSearchData, "method" | "path" | "webhook">): string {
  const line = [op.method, op.path].filter(Boolean).join(" ");
  return op.webhook ? `${line} (notification)` : line;
}

/** A row's searchable name: the field path or header name (`amount.value`), or the code and message. */
function rowName(id: string, heading: string): string {
  return id.startsWith("response-code-") ? heading : id.slice(id.indexOf(".") + 1);
}

/** The sections of an operation page, top first, then in the order of the page. */
export function apiPageSections(op: OperationSearchData): ApiSearchSection[] {
  const endpoint = endpointOf(op);
  const top = op.searchSections.find((s) => s.id === "");
  const sections: ApiSearchSection[] = [
    {
      id: "",
      heading: endpoint,
      indexText: [endpoint, `service code ${op.serviceCode}`, op.operationId, top?.text ?? ""].join("\n"),
      text: [endpoint, top?.text ?? ""].join(" "),
    },
  ];
  for (const { match, section, columns } of ROW_SECTIONS) {
    const rows = op.searchSections.filter((s) => match.test(s.id));
    if (!rows.length) continue;
    const names = [...new Set(rows.map((r) => rowName(r.id, r.heading)))];
    const codes = rows.map((r) => codeOf(r.id)).filter((c): c is string => c !== undefined);
    sections.push({
      id: section.id,
      heading: section.value,
      indexText: names.join("\n"),
      text: rows.map((r) => `${rowName(r.id, r.heading)}: ${r.text}`).join(" "),
      // A field or a response code is defined by its operation; a header is defined once, in the
      // API overview's table of headers, and only listed by each operation.
      ...(section === apiSections.headers
        ? {}
        : { defines: [...rows.map((r) => codeOf(r.id) ?? rowName(r.id, r.heading)), columns ?? ""].join(" ") }),
      ...(codes.length ? { rows: { prefix: responseCodeAnchor(""), tokens: codes } } : {}),
    });
  }
  return sections;
}

/**
 * The sections of the response-code catalog (api/response-codes): one per HTTP status, as the page
 * renders them (`#http-401`), indexing every operation's codes with their messages, so a code
 * typed whole (`4017300`) or in part (`401`) finds the catalog as it finds the operation page; a
 * code typed whole links to its own row (`#code-4017300`).
 */
export function catalogPageSections(operations: readonly OperationSearchData[]): ApiSearchSection[] {
  const byStatus = new Map<string, { code: string; heading: string; text: string; summary: string }[]>();
  for (const op of operations)
    for (const s of op.searchSections) {
      const code = codeOf(s.id);
      if (!code) continue;
      const status = code.slice(0, 3);
      if (!byStatus.has(status)) byStatus.set(status, []);
      byStatus.get(status)?.push({ code, heading: s.heading, text: s.text, summary: op.summary });
    }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, rows]) => {
      rows.sort((a, b) => a.code.localeCompare(b.code));
      return {
        id: `http-${status}`,
        heading: `HTTP ${status}`,
        indexText: [...new Set(rows.map((r) => r.heading))].join("\n"),
        defines: [...new Set(rows.map((r) => r.code))].join(" "),
        text: rows.map((r) => `${r.heading} (${r.summary}): ${r.text}`).join(" "),
        rows: { prefix: catalogCodeAnchor(""), tokens: [...new Set(rows.map((r) => r.code))] },
      };
    });
}
