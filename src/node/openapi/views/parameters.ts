import type { FieldRow, HttpMethod } from "../../../lib/openapi/types";
import type { SigningContext } from "../types";
import { signatureHeaderMarkdown } from "../../../lib/openapi";
import { isObject, resolvePointer, type Json, type JsonObject, type OperationEntry } from "../document";
import { operationShape } from "../validate";
import { readFieldHistory, type FieldHistory } from "../field-history";
import { markdownToRich } from "../rich";
import {
  constraintsOf,
  exampleText,
  historyOf,
  lengthOf,
  noHistoryContext,
  resolveSchema,
  typeName,
  valuesOf,
  type RowHistoryContext,
} from "./schema-rows";

/** Parameter and header rows of an operation's request table. */

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  condition?: string;
  description: string;
  schema: JsonObject;
  example?: Json;
  history: FieldHistory | null;
}

export function parametersOf(doc: JsonObject, entry: OperationEntry): Parameter[] {
  const list = Array.isArray(entry.operation.parameters) ? entry.operation.parameters : [];
  return list.map((p) => {
    const param = isObject(p) && typeof p.$ref === "string" ? resolvePointer(doc, p.$ref) : p;
    const o = isObject(param) ? param : {};
    const schema = resolveSchema(doc, o.schema);
    return {
      name: typeof o.name === "string" ? o.name : "",
      in: typeof o.in === "string" ? o.in : "",
      required: o.required === true,
      condition: typeof o["x-condition"] === "string" ? o["x-condition"] : undefined,
      description: typeof o.description === "string" ? o.description : "",
      schema,
      example: o.example ?? schema.example,
      history: readFieldHistory(o),
    };
  });
}

export function parameterRows(
  doc: JsonObject,
  params: Parameter[],
  prefix: string,
  history: RowHistoryContext = noHistoryContext,
): FieldRow[] {
  return params.map((p) => {
    const row: FieldRow = {
      id: `${prefix}.${p.name}`,
      name: p.name,
      depth: 0,
      parent: -1,
      nested: false,
      type: typeName(doc, p.schema),
      length: lengthOf(p.schema),
      required: p.required ? "required" : p.condition ? "conditional" : "optional",
      description: markdownToRich(p.description),
    };
    if (p.condition && !p.required) row.condition = p.condition;
    const values = valuesOf(p.schema);
    if (values) row.values = values;
    const constraints = constraintsOf(doc, p.schema);
    if (constraints.length) row.constraints = constraints;
    const example = exampleText(p.example);
    if (example !== undefined) row.example = example;
    return Object.assign(row, historyOf(p.history, history));
  });
}

/**
 * The header rows of an operation. The X-SIGNATURE row's text is generated from the operation's
 * kind and the signing rules (src/lib/openapi/headers.ts), not taken from the shared parameter,
 * so it cannot contradict the authentication guide.
 */
export function headerRows(
  doc: JsonObject,
  entry: OperationEntry,
  params: Parameter[],
  signing: SigningContext,
  history: RowHistoryContext = noHistoryContext,
): FieldRow[] {
  const op = operationShape.parse(entry.operation);
  const markdown = signatureHeaderMarkdown({
    kind: op["x-api-type"],
    method: entry.method,
    path: entry.webhook ? (op["x-path"] ?? "") : entry.key,
    hasQuery: params.some((p) => p.in === "query"),
    product: signing.product,
    authenticationRoute: signing.authenticationRoute,
  });
  return parameterRows(
    doc,
    params.filter((p) => p.in === "header"),
    "request-headers",
    history,
  ).map((row) => (row.name === "X-SIGNATURE" ? { ...row, description: markdownToRich(markdown) } : row));
}

/** `Content-Type: application/json` is implied on every call (docs/openapi.md) and shown like a header. */
export function contentTypeRow(method: HttpMethod): FieldRow {
  return {
    id: "request-headers.Content-Type",
    name: "Content-Type",
    depth: 0,
    parent: -1,
    nested: false,
    type: "string",
    length: "",
    required: "required",
    description: markdownToRich(
      method === "GET" ? "Sent on every call, also on `GET` requests, which have no body." : "The body is JSON.",
    ),
    values: ["application/json"],
  };
}
