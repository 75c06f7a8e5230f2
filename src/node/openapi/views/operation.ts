import {
  describeSamples,
  generateSamples,
  headerRole,
  type SampleHeader,
  type SampleInput,
  type SampleJson,
} from "../../../lib/samples";
import type {
  BodyTable,
  CodeSampleView,
  CodeView,
  ExampleView,
  GuideLinkView,
  OperationView,
  ResponseCodeView,
} from "../../../lib/openapi/types";
import type { ProductNames } from "../../../lib/routes";
import {
  firstResponseExample,
  isObject,
  pointerJoin,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
  type ServerHosts,
} from "../document";
import { operationShape } from "../validate";
import { type FieldChangeKind } from "../field-history";
import { highlightToTokens, inlineMarkdownToRich, markdownToRich } from "../rich";
import { parameterRows, headerRows, contentTypeRow, parametersOf, type Parameter } from "./parameters";
import { exampleText, noHistoryContext, resolveSchema, schemaRows, type RowHistoryContext } from "./schema-rows";
import { splitFirstSentence } from "./summary";

/**
 * The operation page's view: an operation of the validated document turned into what the API
 * template renders (parameter tables flattened with their nesting, highlighted examples and code
 * samples, response codes). Summaries, search sections and the catalog are their own modules.
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

/** The fields of every response body that say how the call ended. */
const resultFields = ["responseCode", "responseMessage"];

export function bodyTables(
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
    // The result fields' examples are the operation's own first example of these statuses.
    const own = firstResponseExample(doc, entry, g.statuses)?.value ?? {};
    const rows = schemaRows(doc, g.schema, prefix, history).map((row) => {
      const value = row.depth === 0 && resultFields.includes(row.name) ? own[row.name] : undefined;
      return typeof value === "string" ? { ...row, example: value } : row;
    });
    return {
      id: prefix,
      statuses: g.statuses,
      description: description ? inlineMarkdownToRich(description) : [],
      rows,
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
