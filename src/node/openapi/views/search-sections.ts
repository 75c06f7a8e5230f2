import { bodyTables } from "./operation";
import type { FieldRow } from "../../../lib/openapi/types";
import { pointerJoin, resolvePointer, type JsonObject, type OperationEntry } from "../document";
import { operationShape } from "../validate";
import { markdownToRich, richText } from "../rich";
import { parameterRows, headerRows, parametersOf } from "./parameters";
import type { SigningContext } from "../types";
import { schemaRows } from "./schema-rows";

/** A searchable piece of an operation page: its anchor, a heading and plain text. */
export interface SearchSection {
  id: string;
  heading: string;
  text: string;
}

/**
 * What search indexes for an operation page beyond its MDX: the purpose and rules, every field
 * (anchored at its row) and every response code. Cheap: no samples or highlighting.
 */
export function operationSearchSections(
  doc: JsonObject,
  entry: OperationEntry,
  signing: SigningContext,
): SearchSection[] {
  const op = operationShape.parse(entry.operation);
  const params = parametersOf(doc, entry);
  const text = (markdown: string) => richText(markdownToRich(markdown)).replace(/\s+/g, " ").trim();
  const rowSection =
    (where: string) =>
    (row: FieldRow): SearchSection => ({
      id: row.id,
      heading: `${row.id.slice(row.id.indexOf(".") + 1)} (${where})`,
      text: [
        row.deprecated && `Deprecated. ${richText(row.deprecated.note)}`,
        row.condition,
        richText(row.description),
        row.values?.join(" "),
      ]
        .filter(Boolean)
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    });
  const body = resolvePointer(doc, pointerJoin(entry.pointer, "requestBody", "content", "application/json", "schema"));
  const responses = bodyTables(doc, entry, Object.keys(op.responses).sort());
  return [
    { id: "", heading: op.summary, text: [text(op.description), ...op["x-rules"].map(text)].join(" ") },
    ...headerRows(doc, entry, params, signing).map(rowSection("header")),
    ...parameterRows(
      doc,
      params.filter((p) => p.in === "query"),
      "query-parameters",
    ).map(rowSection("query parameter")),
    ...(body === undefined ? [] : schemaRows(doc, body, "request-body").map(rowSection("request body"))),
    ...responses.flatMap((t) => t.rows.map(rowSection(`response, HTTP ${t.statuses.join(", ")}`))),
    ...op["x-response-codes"].map((c) => ({
      id: `response-code-${c.code}`,
      heading: `${c.code} ${c.message}`,
      text: `${text(c.meaning)} ${text(c.action)}`,
    })),
  ];
}
