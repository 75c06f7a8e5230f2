import fs from "node:fs";
import { parse } from "yaml";
import { replaceProductTokens, type ProductNames } from "../../lib/routes";
import { API_SECTION_IDS, type ApiSectionKey } from "../../lib/search/api-sections";

/**
 * What an API operation page contributes to search beyond its (nearly empty) MDX body: the
 * operation read from the OpenAPI document at build time. Section ids are the anchors the API
 * template renders (src/lib/search/api-sections.ts).
 */
export interface ApiSearchSection {
  /** Anchor id on the page; "" for the top of the page. */
  id: string;
  key: Exclude<ApiSectionKey, "examples"> | "endpoint";
  heading: string;
  /** Indexed text: names, codes and messages (kept compact: it is fetched on the first search). */
  indexText: string;
  /** Reader-facing text for excerpts and the Ask AI panel (descriptions and meanings included). */
  text: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface LocatedOperation {
  operationId: string;
  method: string;
  /** The path, or null for a webhook (a notification sent to the merchant). */
  path: string | null;
  /** The webhook's name when `path` is null. */
  webhook: string | null;
  operation: JsonObject;
}

export interface OpenApiIndex {
  document: JsonObject;
  operations: Map<string, LocatedOperation>;
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: Json | undefined): string => (typeof value === "string" ? value : "");

/** Parses the OpenAPI document and lists its operations and webhooks by operationId. */
export function indexOpenApi(source: string): OpenApiIndex {
  const document = parse(source) as Json;
  if (!isObject(document)) throw new Error("The OpenAPI document is not an object");
  const operations = new Map<string, LocatedOperation>();
  const collect = (group: Json | undefined, kind: "path" | "webhook") => {
    if (!isObject(group)) return;
    for (const [key, item] of Object.entries(group)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const operationId = str(operation.operationId);
        if (operationId) operations.set(operationId, { operationId, method: method.toUpperCase(), path: kind === "path" ? key : null, webhook: kind === "webhook" ? key : null, operation });
      }
    }
  };
  collect(document.paths, "path");
  collect(document.webhooks, "webhook");
  return { document, operations };
}

/** Reads and indexes the OpenAPI document at `file`. */
export function readOpenApi(file: string): OpenApiIndex {
  return indexOpenApi(fs.readFileSync(file, "utf8"));
}

/** Follows `$ref` (local JSON pointers only), guarding against cycles. */
function resolve(document: JsonObject, value: Json | undefined, seen = new Set<string>()): JsonObject | null {
  if (!isObject(value)) return null;
  const ref = str(value.$ref);
  if (!ref) return value;
  if (!ref.startsWith("#/") || seen.has(ref)) return null;
  seen.add(ref);
  let target: Json | undefined = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    target = isObject(target) ? target[key] : undefined;
  }
  const resolved = resolve(document, target, seen);
  // Siblings of $ref (3.1 allows them) override the target's keywords.
  const { $ref: _ignored, ...siblings } = value;
  return resolved ? { ...resolved, ...siblings } : null;
}

/** Deepest dotted name listed (the real schemas nest 4 levels). */
const MAX_FIELD_DEPTH = 10;

interface FieldLine {
  /** Dotted path: `amount.value`, `refundHistory.refundAmount.currency`. */
  name: string;
  description: string;
}

/**
 * Every property of a schema, nested, as dotted names (array items share their array's name).
 * A `$ref` already being expanded further up is not expanded again (recursive schemas).
 */
export function schemaFields(document: JsonObject, schema: Json | undefined, prefix = "", refs: ReadonlySet<string> = new Set()): FieldLine[] {
  const ref = isObject(schema) ? str(schema.$ref) : "";
  if ((ref && refs.has(ref)) || prefix.split(".").length > MAX_FIELD_DEPTH) return [];
  const node = resolve(document, schema);
  if (!node) return [];
  const inner = ref ? new Set(refs).add(ref) : refs;
  const fields: FieldLine[] = [];
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      const resolved = resolve(document, property);
      const dotted = prefix ? `${prefix}.${name}` : name;
      fields.push({ name: dotted, description: str(resolved?.description) });
      fields.push(...schemaFields(document, property, dotted, inner));
    }
  }
  if (node.items !== undefined) fields.push(...schemaFields(document, node.items, prefix, inner));
  for (const keyword of ["allOf", "oneOf", "anyOf"] as const) {
    const members = node[keyword];
    if (Array.isArray(members)) for (const member of members) fields.push(...schemaFields(document, member, prefix, inner));
  }
  const unique = new Map<string, FieldLine>();
  for (const f of fields) if (!unique.has(f.name) || !unique.get(f.name)?.description) unique.set(f.name, f);
  return [...unique.values()];
}

function jsonSchemaOf(document: JsonObject, holder: Json | undefined): Json | undefined {
  const resolved = resolve(document, holder);
  const content = resolved && isObject(resolved.content) ? resolved.content : null;
  if (!content) return undefined;
  const media = content["application/json"] ?? Object.values(content)[0];
  return isObject(media) ? media.schema : undefined;
}

const lines = (items: string[]) => items.filter(Boolean).join("\n");

/**
 * The search sections of one operation page: the endpoint (top of page: method, path, service
 * code, summary and description), request headers, request body, response body and response
 * codes. Example names are not indexed: they only repeat what these sections say. Sections with
 * nothing to say are left out.
 */
export function operationSearchSections(api: OpenApiIndex, operationId: string, product: ProductNames): ApiSearchSection[] | null {
  const located = api.operations.get(operationId);
  if (!located) return null;
  const { document } = api;
  const op = located.operation;
  const tokens = (text: string) => replaceProductTokens(text, product);
  const sections: ApiSearchSection[] = [];
  const add = (key: ApiSearchSection["key"], heading: string, indexText: string[], text: string[]) => {
    if (!indexText.some(Boolean)) return;
    sections.push({ id: key === "endpoint" ? "" : API_SECTION_IDS[key], key, heading, indexText: tokens(lines(indexText)), text: tokens(lines(text)) });
  };

  const serviceCode = str(op["x-service-code"]);
  const endpoint = located.path ? `${located.method} ${located.path}` : `${located.method} notification to your server`;
  const rules = Array.isArray(op["x-rules"]) ? op["x-rules"].map(str) : [];
  add(
    "endpoint",
    endpoint,
    [endpoint, located.webhook ?? "", serviceCode && `service code ${serviceCode}`, operationId, str(op.summary), str(op.description)],
    [endpoint, str(op.description), ...rules],
  );

  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => resolve(document, p)).filter((p): p is JsonObject => p !== null);
  const headers = parameters.filter((p) => p.in === "header");
  if (headers.length || op.requestBody !== undefined) {
    const names = [...headers.map((h) => str(h.name)), ...(op.requestBody !== undefined ? ["Content-Type"] : [])];
    add("requestHeaders", "Request headers", names, headers.map((h) => `${str(h.name)}: ${str(h.description)}`).concat(op.requestBody !== undefined ? ["Content-Type: application/json"] : []));
  }
  const otherParameters = parameters.filter((p) => p.in !== "header");
  const requestFields = [
    ...otherParameters.map((p) => ({ name: str(p.name), description: str(p.description) })),
    ...schemaFields(document, jsonSchemaOf(document, op.requestBody)),
  ];
  add("requestBody", "Request body", requestFields.map((f) => f.name), requestFields.map((f) => `${f.name}: ${f.description}`));

  const responses = isObject(op.responses) ? op.responses : {};
  const success = Object.entries(responses).filter(([status]) => /^2/.test(status));
  const responseFields = new Map<string, FieldLine>();
  for (const [, response] of success) for (const f of schemaFields(document, jsonSchemaOf(document, response))) if (!responseFields.has(f.name)) responseFields.set(f.name, f);
  add("responseBody", "Response body", [...responseFields.keys()], [...responseFields.values()].map((f) => `${f.name}: ${f.description}`));

  const codes = (Array.isArray(op["x-response-codes"]) ? op["x-response-codes"] : []).filter(isObject);
  add(
    "responseCodes",
    "Response codes",
    codes.map((c) => `${str(c.code)} ${str(c.message)}`),
    codes.map((c) => `${str(c.code)} ${str(c.message)}: ${str(c.meaning)} ${str(c.action)}`),
  );
  return sections;
}
