import {
  describeSamples,
  generateSamples,
  headerRole,
  type SampleHeader,
  type SampleInput,
  type SampleJson,
} from "../../lib/samples";
import type {
  BodyTable,
  CatalogCode,
  CatalogGroup,
  CodeSampleView,
  CodeView,
  ExampleView,
  FieldRow,
  GuideLinkView,
  HttpMethod,
  OperationSummary,
  OperationView,
  ResponseCodeView,
} from "../../lib/openapi/types";
import type { ProductNames } from "../../lib/routes";
import { signatureHeaderMarkdown } from "../../lib/openapi/headers";
import {
  isObject,
  pointerJoin,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
  type ServerHosts,
} from "./document";
import { operationShape } from "./validate";
import { readFieldHistory, type FieldChangeKind, type FieldHistory } from "./field-history";
import { highlightToTokens, inlineMarkdownToRich, markdownToRich, richText } from "./rich";

/**
 * Turns operations of the validated document into the views the API templates render: parameter
 * tables flattened with their nesting, highlighted examples and code samples, response codes.
 */

export interface ViewOptions {
  product: ProductNames;
  servers: ServerHosts;
  /** Resolves an `x-used-in` doc id to its title and route. */
  guide: (docId: string) => GuideLinkView;
  /** File stem of the operation's page (its last route segment), for sample file names. */
  pageName: string;
  /** Route of the authentication guide, linked from the samples. */
  authenticationRoute: string;
  /** The changelog entry a field's "Added on" / "Deprecated" badge links to (src/node/openapi/field-history.ts). */
  fieldEntry?: (kind: FieldChangeKind, date: string, operationId: string) => string | null;
}

type Operation = ReturnType<typeof operationShape.parse>;

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** A schema with its `$ref` followed; sibling keywords of the `$ref` win (OpenAPI 3.1). */
export function resolveSchema(doc: JsonObject, schema: Json | undefined, seen: string[] = []): JsonObject {
  if (!isObject(schema)) return {};
  if (typeof schema.$ref !== "string" || seen.includes(schema.$ref)) return schema;
  const { $ref, ...siblings } = schema;
  const base = resolveSchema(doc, resolvePointer(doc, $ref), [...seen, $ref]);
  return { ...base, ...siblings };
}

/** What rows need to show a field's history: its operation's launch, and the changelog entry a badge links to. */
export interface RowHistoryContext {
  /** `x-lifecycle.since` of the operation: a field added on or before it came with the operation, so has no badge. */
  since: string;
  entryFor: (kind: FieldChangeKind, date: string) => string | null;
}

const noHistoryContext: RowHistoryContext = { since: "", entryFor: () => null };

/** "Added on …" and "Deprecated" of a row, from the field's or parameter's marks. */
function historyOf(history: FieldHistory | null, ctx: RowHistoryContext): Pick<FieldRow, "added" | "deprecated"> {
  if (!history) return {};
  const out: Pick<FieldRow, "added" | "deprecated"> = {};
  if (history.added && history.added > ctx.since)
    out.added = { date: history.added, entry: ctx.entryFor("added", history.added) };
  if (history.deprecated)
    out.deprecated = {
      change: history.deprecatedOn
        ? { date: history.deprecatedOn, entry: ctx.entryFor("deprecated", history.deprecatedOn) }
        : null,
      note: history.deprecationNote ? inlineMarkdownToRich(history.deprecationNote) : [],
    };
  return out;
}

interface ObjectShape {
  properties: [string, JsonObject][];
  required: Set<string>;
}

/** Properties and required names of an object schema, including those of its `allOf` members. */
function objectShape(doc: JsonObject, schema: JsonObject): ObjectShape {
  const properties: [string, JsonObject][] = [];
  const required = new Set<string>();
  const add = (s: JsonObject) => {
    if (isObject(s.properties))
      for (const [name, sub] of Object.entries(s.properties))
        if (!properties.some(([n]) => n === name)) properties.push([name, isObject(sub) ? sub : {}]);
    if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === "string") required.add(r);
    if (Array.isArray(s.allOf)) for (const member of s.allOf) add(resolveSchema(doc, member));
  };
  add(schema);
  return { properties, required };
}

function typeName(doc: JsonObject, schema: JsonObject): string {
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === "string"
      ? [schema.type]
      : isObject(schema.properties)
        ? ["object"]
        : [];
  const described = types.map((t) => {
    if (t === "array") {
      const items = resolveSchema(doc, schema.items);
      return `array of ${typeName(doc, items) || "any"}`;
    }
    if (t === "object" && !isObject(schema.properties) && isObject(schema.additionalProperties)) {
      return `map of ${typeName(doc, resolveSchema(doc, schema.additionalProperties)) || "any"}`;
    }
    return typeof schema.format === "string" ? `${t} (${schema.format})` : t;
  });
  return described.join(" or ");
}

function lengthOf(schema: JsonObject): string {
  const range = (min: Json | undefined, max: Json | undefined, unit: string) => {
    const lo = typeof min === "number" ? min : null;
    const hi = typeof max === "number" ? max : null;
    if (lo !== null && hi !== null) return lo === hi ? `${lo}${unit}` : `${lo} - ${hi}${unit}`;
    if (hi !== null) return `max ${hi}${unit}`;
    if (lo !== null) return `min ${lo}${unit}`;
    return "";
  };
  if (schema.type === "array") return range(schema.minItems, schema.maxItems, " items");
  if (schema.type === "object") return range(schema.minProperties, schema.maxProperties, " entries");
  return range(schema.minLength, schema.maxLength, "");
}

function constraintsOf(doc: JsonObject, schema: JsonObject): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  if (typeof schema.pattern === "string" && !Array.isArray(schema.enum))
    out.push({ label: "Pattern", value: schema.pattern });
  const min = typeof schema.minimum === "number" ? schema.minimum : null;
  const max = typeof schema.maximum === "number" ? schema.maximum : null;
  if (min !== null || max !== null)
    out.push({
      label: "Range",
      value: min !== null && max !== null ? `${min} - ${max}` : min !== null ? `min ${min}` : `max ${max}`,
    });
  if (schema.default !== undefined) out.push({ label: "Default", value: JSON.stringify(schema.default) });
  if (isObject(schema.propertyNames)) {
    const names = resolveSchema(doc, schema.propertyNames);
    const parts = [
      lengthOf({ ...names, type: "string" }),
      typeof names.pattern === "string" ? names.pattern : "",
    ].filter(Boolean);
    if (parts.length) out.push({ label: "Keys", value: parts.join(", ") });
  }
  if (isObject(schema.additionalProperties)) {
    const values = resolveSchema(doc, schema.additionalProperties);
    const length = lengthOf(values);
    if (length) out.push({ label: "Values", value: `${typeName(doc, values)}, ${length}` });
  }
  return out;
}

function exampleText(value: Json | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

function valuesOf(schema: JsonObject): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  if (schema.const !== undefined)
    return [typeof schema.const === "string" ? schema.const : JSON.stringify(schema.const)];
  return undefined;
}

/** Flattens a body schema into rows: each object's properties, nested below their parent. */
export function schemaRows(
  doc: JsonObject,
  schema: Json | undefined,
  prefix: string,
  history: RowHistoryContext = noHistoryContext,
): FieldRow[] {
  const rows: FieldRow[] = [];
  const visit = (object: JsonObject, path: string[], depth: number, parent: number) => {
    const { properties, required } = objectShape(doc, object);
    for (const [name, raw] of properties) {
      const field = resolveSchema(doc, raw);
      const condition = typeof field["x-condition"] === "string" ? field["x-condition"] : undefined;
      const children = childObject(doc, field);
      const row: FieldRow = {
        id: `${prefix}.${[...path, name].join(".")}`,
        name,
        depth,
        parent,
        nested: false,
        type: typeName(doc, field),
        length: lengthOf(field),
        required: required.has(name) ? "required" : condition ? "conditional" : "optional",
        description: typeof field.description === "string" ? markdownToRich(field.description) : [],
      };
      if (condition && !required.has(name)) row.condition = condition;
      const values = valuesOf(field);
      if (values) row.values = values;
      const constraints = constraintsOf(doc, field);
      if (constraints.length) row.constraints = constraints;
      const example = children ? undefined : exampleText(field.example);
      if (example !== undefined) row.example = example;
      Object.assign(row, historyOf(readFieldHistory(field), history));
      const index = rows.push(row) - 1;
      if (children) {
        const before = rows.length;
        visit(children, [...path, name], depth + 1, index);
        row.nested = rows.length > before;
      }
    }
  };
  visit(resolveSchema(doc, schema), [], 0, -1);
  return rows;
}

/** The object whose properties are a field's children: the field itself or its array items. */
function childObject(doc: JsonObject, field: JsonObject): JsonObject | null {
  if (
    isObject(field.properties) ||
    (Array.isArray(field.allOf) && field.allOf.some((m) => isObject(resolveSchema(doc, m).properties)))
  )
    return field;
  if (field.type === "array") {
    const items = resolveSchema(doc, field.items);
    if (isObject(items.properties)) return items;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------------------------

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  condition?: string;
  description: string;
  schema: JsonObject;
  example?: Json;
  history: FieldHistory | null;
}

function parametersOf(doc: JsonObject, entry: OperationEntry): Parameter[] {
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

function parameterRows(
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

/** What the generated X-SIGNATURE row needs besides the operation: the brand and the guide it links. */
export interface SigningContext {
  product: string;
  authenticationRoute: string;
}

/**
 * The header rows of an operation. The X-SIGNATURE row's text is generated from the operation's
 * kind and the signing rules (src/lib/openapi/headers.ts), not taken from the shared parameter,
 * so it cannot contradict the authentication guide.
 */
function headerRows(
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
function contentTypeRow(method: HttpMethod): FieldRow {
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

// ---------------------------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------------------------

function jsonCode(value: Json, title: string): CodeView {
  return { language: "json", title, ...highlightToTokens(JSON.stringify(value, null, 2), "json") };
}

function slug(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function namedExamples(media: Json | undefined): [string, JsonObject][] {
  if (!isObject(media) || !isObject(media.examples)) return [];
  return Object.entries(media.examples).filter(
    (e): e is [string, JsonObject] => isObject(e[1]) && e[1].value !== undefined,
  );
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

function samplePath(entry: OperationEntry, op: Operation, params: Parameter[]): string {
  const path = entry.webhook ? (op["x-path"] ?? "/") : entry.key;
  const query = params.flatMap((p) => {
    const value = p.in === "query" && (p.required || p.condition) ? exampleText(p.example) : undefined;
    if (value === undefined) return [];
    // Values the document gives already URL-encoded (e.g. seamlessData) are kept as they are.
    const encoded = /%[0-9A-Fa-f]{2}/.test(value) ? value : encodeURIComponent(value);
    return [`${encodeURIComponent(p.name)}=${encoded}`];
  });
  return query.length ? `${path}?${query.join("&")}` : path;
}

function sampleInput(
  doc: JsonObject,
  entry: OperationEntry,
  op: Operation,
  params: Parameter[],
  options: ViewOptions,
): SampleInput {
  const requestMedia = resolvePointer(doc, pointerJoin(entry.pointer, "requestBody", "content", "application/json"));
  const firstExample = namedExamples(requestMedia)[0]?.[1].value as SampleJson | undefined;
  const headers: SampleHeader[] = params
    .filter((p) => p.in === "header" && (p.required || p.condition) && p.name.toLowerCase() !== "content-type")
    .map((p) => ({ name: p.name, role: headerRole(p.name), example: exampleText(p.example) ?? "" }));
  const sc = op["x-service-code"];
  return {
    summary: op.summary,
    name: options.pageName,
    kind: op["x-api-type"],
    method: entry.method,
    path: samplePath(entry, op, params),
    headers,
    body: firstExample,
    baseUrl: options.servers.sandboxBaseUrl,
    product: options.product,
    answer: {
      success: `200${sc}00`,
      unauthorized: `401${sc}00`,
      invalidFormat: `400${sc}01`,
      generalError: `500${sc}00`,
    },
  };
}

function buildSamples(input: SampleInput): CodeSampleView[] {
  return generateSamples(input).map((s) => ({
    value: s.value,
    label: s.label,
    language: s.language,
    title: s.title,
    ...highlightToTokens(s.code, s.language),
  }));
}

function bodyTables(
  doc: JsonObject,
  entry: OperationEntry,
  statuses: string[],
  history: RowHistoryContext = noHistoryContext,
): BodyTable[] {
  const groups: { key: string; statuses: string[]; schema: Json; description: string }[] = [];
  for (const status of statuses) {
    const response = resolvePointer(doc, pointerJoin(entry.pointer, "responses", status));
    const schema = resolvePointer(
      doc,
      pointerJoin(entry.pointer, "responses", status, "content", "application/json", "schema"),
    );
    if (!isObject(schema)) continue;
    const key = typeof schema.$ref === "string" ? schema.$ref : JSON.stringify(schema);
    const group = groups.find((g) => g.key === key);
    if (group) group.statuses.push(status);
    else
      groups.push({
        key,
        statuses: [status],
        schema,
        description: isObject(response) && typeof response.description === "string" ? response.description : "",
      });
  }
  return groups.map((g, i) => {
    const error = g.statuses.every((s) => Number(s) >= 400);
    const prefix = i === 0 ? "response-body" : error ? "error-body" : `response-body-${g.statuses[0]}`;
    const resolved = resolveSchema(doc, g.schema);
    const description = error
      ? "Every error response has this body."
      : typeof resolved.description === "string"
        ? resolved.description
        : "";
    return {
      id: prefix,
      statuses: g.statuses,
      description: description ? inlineMarkdownToRich(description) : [],
      rows: schemaRows(doc, g.schema, prefix, history),
    };
  });
}

/** The complete view of one operation (CONTENT.md: API page anatomy). */
export function buildOperationView(doc: JsonObject, entry: OperationEntry, options: ViewOptions): OperationView {
  const op = operationShape.parse(entry.operation);
  const params = parametersOf(doc, entry);
  const [purpose, rest] = splitFirstSentence(op.description);
  const requestMedia = resolvePointer(doc, pointerJoin(entry.pointer, "requestBody", "content", "application/json"));
  const requestBody = isObject(requestMedia)
    ? resolvePointer(doc, pointerJoin(entry.pointer, "requestBody"))
    : undefined;
  const statuses = Object.keys(op.responses).sort();
  const samples = sampleInput(doc, entry, op, params, options);
  const fieldEntry = options.fieldEntry;
  const history: RowHistoryContext = {
    since: op["x-lifecycle"].since,
    entryFor: (kind, date) => fieldEntry?.(kind, date, op.operationId) ?? null,
  };

  const requestExamples: ExampleView[] = namedExamples(requestMedia).map(([name, example]) => ({
    id: `request-example-${slug(name)}`,
    status: "",
    summary: typeof example.summary === "string" ? example.summary : name,
    description: typeof example.description === "string" ? markdownToRich(example.description) : [],
    code: jsonCode(example.value, "Request body"),
  }));
  const responseExamples: ExampleView[] = statuses.flatMap((status) =>
    namedExamples(
      resolvePointer(doc, pointerJoin(entry.pointer, "responses", status, "content", "application/json")),
    ).map(([name, example]) => ({
      id: `response-example-${status}-${slug(name)}`,
      status,
      summary: typeof example.summary === "string" ? example.summary : name,
      description: typeof example.description === "string" ? markdownToRich(example.description) : [],
      code: jsonCode(example.value, `HTTP ${status}`),
    })),
  );
  const responseCodes: ResponseCodeView[] = op["x-response-codes"].map((c) => ({
    code: c.code,
    message: c.message,
    meaning: inlineMarkdownToRich(c.meaning),
    action: inlineMarkdownToRich(c.action),
    retry: c.retry,
  }));

  const requestDescription =
    isObject(requestBody) && typeof requestBody.description === "string" ? requestBody.description : "";
  const requestSchema = isObject(requestMedia) ? requestMedia.schema : undefined;
  const resolvedRequest = resolveSchema(doc, requestSchema);
  return {
    operationId: op.operationId,
    summary: op.summary,
    method: entry.method,
    path: entry.webhook ? (op["x-path"] ?? "") : entry.key,
    apiType: op["x-api-type"],
    direction: op["x-direction"],
    requirement: op["x-requirement"],
    serviceCode: op["x-service-code"],
    timeoutSeconds: op["x-timeout-seconds"],
    idempotencyKey: inlineMarkdownToRich(
      /^[A-Za-z][\w.-]*$/.test(op["x-idempotency-key"]) ? `\`${op["x-idempotency-key"]}\`` : op["x-idempotency-key"],
    ),
    lifecycle: op["x-lifecycle"],
    sandboxBaseUrl: options.servers.sandboxBaseUrl,
    productionBaseUrl: options.servers.productionBaseUrl,
    purpose: inlineMarkdownToRich(purpose),
    description: rest ? markdownToRich(rest) : [],
    usedIn: op["x-used-in"].map(options.guide),
    rules: op["x-rules"].map((r) => inlineMarkdownToRich(r)),
    headers: [
      contentTypeRow(entry.method),
      ...headerRows(
        doc,
        entry,
        params,
        { product: options.product.name, authenticationRoute: options.authenticationRoute },
        history,
      ),
    ],
    query: parameterRows(
      doc,
      params.filter((p) => p.in === "query"),
      "query-parameters",
      history,
    ),
    requestBody: isObject(requestMedia)
      ? {
          id: "request-body",
          statuses: [],
          description: markdownToRich(
            requestDescription || (typeof resolvedRequest.description === "string" ? resolvedRequest.description : ""),
          ),
          rows: schemaRows(doc, requestSchema, "request-body", history),
        }
      : null,
    samplesIntro: markdownToRich(describeSamples(samples, options.authenticationRoute)),
    samples: buildSamples(samples),
    requestExamples,
    responseBodies: bodyTables(doc, entry, statuses, history),
    responseExamples,
    responseCodes,
    schemaFile: `/openapi/operations/${op.operationId}.json`,
  };
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
