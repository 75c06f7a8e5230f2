/**
 * Operations and response codes as the MCP tools give them, read from the OpenAPI document the
 * site publishes (`/openapi/merchant-api-v2.json`, docs/openapi.md for its conventions) and the
 * per-operation JSON Schemas (`/openapi/operations/<id>.json`).
 */
import type { DocsData, PageEntry } from "./docs-data";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface ResponseCode {
  code: string;
  httpStatus: string;
  message: string;
  meaning: string;
  action: string;
  retry: string;
}

export type SigningKind = "access-token" | "service" | "notification";

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  product: string;
  method: string;
  path: string;
  serviceCode: string;
  apiType: string;
  direction: string;
  requirement: string | null;
  status: string | null;
  webhook: boolean;
  route: string | null;
  markdownUrl: string | null;
  raw: Json;
}

/** Resolves a local `$ref` (`#/components/...`) once, or returns the value itself. */
export function deref(doc: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== "string" || !value.$ref.startsWith("#/")) return value;
  let node: unknown = doc;
  for (const part of value.$ref.slice(2).split("/")) {
    const key = decodeURIComponent(part.replace(/~1/g, "/").replace(/~0/g, "~"));
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Every operation and webhook of the document, in document order, with the page that documents it. */
export function listOperations(data: DocsData): Operation[] {
  const pageOf = new Map<string, PageEntry>();
  for (const page of data.pages.values()) for (const id of page.operationIds) if (!pageOf.has(id)) pageOf.set(id, page);
  const out: Operation[] = [];
  const collect = (group: unknown, webhook: boolean) => {
    if (!isObject(group)) return;
    for (const [key, item] of Object.entries(group)) {
      if (!isObject(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!isObject(op) || typeof op.operationId !== "string") continue;
        const page = pageOf.get(op.operationId);
        const lifecycle = isObject(op["x-lifecycle"]) ? op["x-lifecycle"] : {};
        out.push({
          operationId: op.operationId,
          summary: str(op.summary) ?? op.operationId,
          description: str(op.description) ?? "",
          product: Array.isArray(op.tags) ? String(op.tags[0]) : "",
          method: method.toUpperCase(),
          path: webhook ? (str(op["x-path"]) ?? key) : key,
          serviceCode: str(op["x-service-code"]) ?? "",
          apiType: str(op["x-api-type"]) ?? "service",
          direction: str(op["x-direction"]) ?? "",
          requirement: str(op["x-requirement"]),
          status: str(lifecycle.status),
          webhook,
          route: page?.route ?? null,
          markdownUrl: page?.markdownUrl ?? null,
          raw: op,
        });
      }
    }
  };
  collect(data.openapi.paths, false);
  collect(data.openapi.webhooks, true);
  return out;
}

export function responseCodesOf(op: Operation): ResponseCode[] {
  const list = Array.isArray(op.raw["x-response-codes"]) ? op.raw["x-response-codes"] : [];
  return list.filter(isObject).map((c) => {
    const code = String(c.code ?? "");
    return {
      code,
      httpStatus: code.slice(0, 3),
      message: String(c.message ?? ""),
      meaning: String(c.meaning ?? ""),
      action: String(c.action ?? ""),
      retry: String(c.retry ?? ""),
    };
  });
}

/** Normalises a path a reader may give with a host, a query string or a trailing slash. */
export function normalisePath(input: string): string {
  let p = input.trim();
  try {
    if (/^https?:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    // Not a URL after all: used as given.
  }
  p = p.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LookupError";
  }
}

/** The operation named by id, or by method and path; a LookupError that lists close candidates otherwise. */
export function findOperation(
  ops: Operation[],
  by: { operationId?: string; method?: string; path?: string },
): Operation {
  const id = by.operationId?.trim();
  if (id) {
    const found = ops.find((o) => o.operationId === id);
    if (found) return found;
    const lower = id.toLowerCase();
    const close = ops.filter(
      (o) => o.operationId.toLowerCase().includes(lower) || lower.includes(o.operationId.toLowerCase()),
    );
    throw new LookupError(
      `Unknown operationId "${id}".${close.length ? ` Did you mean ${close.map((o) => o.operationId).join(", ")}?` : ""} ` +
        `Known operations: ${ops.map((o) => o.operationId).join(", ")}.`,
    );
  }
  if (by.path) {
    const path = normalisePath(by.path);
    const matches = ops.filter((o) => o.path === path);
    const method = by.method?.trim().toUpperCase();
    const found = method ? matches.find((o) => o.method === method) : matches.length === 1 ? matches[0] : undefined;
    if (found) return found;
    if (matches.length)
      throw new LookupError(
        `${path} has ${matches.map((o) => `${o.method} (${o.operationId})`).join(", ")}; ${method ? `not ${method}` : "give the method"}.`,
      );
    throw new LookupError(
      `No operation at path ${path}. Give the path only, such as /v1.0/debit/payment-host-to-host.`,
    );
  }
  throw new LookupError("Give an operationId, or a method and a path.");
}

/** How a call is signed (src/lib/signature.ts and the Authentication guide). */
export function signingOf(op: Operation): { kind: SigningKind; cases: string[]; note: string } {
  if (op.apiType === "access-token")
    return {
      kind: "access-token",
      cases: ["access-token"],
      note: "X-SIGNATURE is SHA256withRSA with your private key over `<X-CLIENT-KEY>|<X-TIMESTAMP>`.",
    };
  if (op.apiType === "notification")
    return {
      kind: "notification",
      cases: ["asymmetric"],
      note:
        "The provider signs this notification: verify X-SIGNATURE (SHA256withRSA, asymmetric string to sign over " +
        "the method, your notification path, the body hash and X-TIMESTAMP) with the provider's public key.",
    };
  return {
    kind: "service",
    cases: ["asymmetric", "symmetric"],
    note:
      "X-SIGNATURE is SHA256withRSA with your private key (asymmetric, the default) or HMAC-SHA512 with your client " +
      "secret (symmetric, which also signs the access token), over the method, the path, the body's SHA-256 and X-TIMESTAMP.",
  };
}

export interface Field {
  /** Dotted path, `[]` for array items: `amount.value`, `urlParams[].url`. */
  path: string;
  type: string;
  /** Required whenever its parent object is sent. */
  required: boolean;
  /** When it is required only in some cases (`x-condition`). */
  condition: string | null;
  description: string;
  constraints: Record<string, unknown>;
  example: unknown;
  /** The day the field was added after its operation's launch (`x-added`), as the page's "Added on" badge. */
  added: string | null;
  /** `deprecated: true`, with the day it was announced (`x-deprecated-on`) and what to use instead. */
  deprecated: boolean;
  deprecatedOn: string | null;
  deprecationNote: string | null;
}

/** A field's or parameter's history marks (src/node/openapi/field-history.ts), from the object that carries them. */
function historyOf(
  ...nodes: Record<string, unknown>[]
): Pick<Field, "added" | "deprecated" | "deprecatedOn" | "deprecationNote"> {
  const pick = (key: string) => nodes.map((n) => str(n[key])).find((v) => v !== null) ?? null;
  return {
    added: pick("x-added"),
    deprecated: nodes.some((n) => n.deprecated === true),
    deprecatedOn: pick("x-deprecated-on"),
    deprecationNote: pick("x-deprecation-note"),
  };
}

const CONSTRAINTS = [
  "enum",
  "const",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "default",
] as const;

/** A schema with its `$ref`s followed and its `allOf` parts merged (properties and required). */
function flatten(doc: Json, schema: unknown, depth = 0): Json {
  let s = deref(doc, schema);
  for (let i = 0; i < 10 && isObject(s) && typeof s.$ref === "string"; i++) s = deref(doc, s);
  if (!isObject(s)) return {};
  if (!Array.isArray(s.allOf) || depth > 8) return s;
  const merged: Json = { ...s, properties: { ...(isObject(s.properties) ? s.properties : {}) } };
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  for (const part of s.allOf) {
    const flat = flatten(doc, part, depth + 1);
    Object.assign(merged.properties as Json, isObject(flat.properties) ? flat.properties : {});
    if (Array.isArray(flat.required)) flat.required.forEach((r) => required.add(String(r)));
    if (!merged.type && flat.type) merged.type = flat.type;
  }
  merged.required = [...required];
  return merged;
}

/** Every field of a body schema, depth first, as the API page's tables list them. */
export function fieldsOf(doc: Json, schema: unknown, prefix = "", out: Field[] = [], depth = 0): Field[] {
  const s = flatten(doc, schema);
  const object = s.type === "array" ? flatten(doc, s.items) : s;
  const base = s.type === "array" && prefix ? `${prefix}[]` : prefix;
  if (!isObject(object.properties) || depth > 8) return out;
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  for (const [name, raw] of Object.entries(object.properties)) {
    const child = flatten(doc, raw);
    const path = base ? `${base}.${name}` : name;
    const type = Array.isArray(child.type)
      ? child.type.join(" | ")
      : typeof child.type === "string"
        ? child.type
        : isObject(child.properties)
          ? "object"
          : "any";
    const constraints: Record<string, unknown> = {};
    for (const key of CONSTRAINTS) if (key in child) constraints[key] = child[key];
    const rawObject = isObject(raw) ? raw : {};
    out.push({
      path,
      type,
      required: required.has(name),
      condition: str(child["x-condition"]) ?? str(rawObject["x-condition"]),
      description: str(rawObject.description) ?? str(child.description) ?? "",
      constraints,
      example: "example" in rawObject ? rawObject.example : (child.example ?? null),
      ...historyOf(rawObject, child),
    });
    fieldsOf(doc, child, path, out, depth + 1);
  }
  return out;
}

const mediaSchema = (doc: Json, media: unknown): unknown => {
  const content = deref(doc, media);
  const json = isObject(content) && isObject(content.content) ? content.content["application/json"] : undefined;
  return isObject(json) ? json.schema : undefined;
};

function examplesOf(doc: Json, media: unknown): { name: string; summary: string; value: unknown }[] {
  const content = deref(doc, media);
  const json = isObject(content) && isObject(content.content) ? content.content["application/json"] : undefined;
  if (!isObject(json)) return [];
  const examples = isObject(json.examples) ? json.examples : {};
  const list = Object.entries(examples).map(([name, ex]) => {
    const resolved = deref(doc, ex);
    return {
      name,
      summary: isObject(resolved) ? (str(resolved.summary) ?? "") : "",
      value: isObject(resolved) ? resolved.value : undefined,
    };
  });
  if (!list.length && "example" in json) list.push({ name: "example", summary: "", value: json.example });
  return list;
}

/** Everything `get_operation` returns: the operation with its `$ref`s resolved. */
export function operationDetails(data: DocsData, op: Operation) {
  const doc = data.openapi;
  const schemaFile = data.operationSchemaFile(op.operationId);
  const schemas = isObject(schemaFile) ? schemaFile : {};
  const params = (Array.isArray(op.raw.parameters) ? op.raw.parameters : []).map((p) => deref(doc, p)).filter(isObject);
  const paramsIn = (location: string) =>
    params
      .filter((p) => p.in === location)
      .map((p) => {
        const schema = isObject(p.schema) ? p.schema : {};
        return {
          name: String(p.name),
          required: p.required === true,
          description: str(p.description) ?? "",
          example: "example" in schema ? schema.example : (p.example ?? null),
          ...historyOf(p),
          schema,
        };
      });
  const responses = isObject(op.raw.responses) ? op.raw.responses : {};
  const responseExamples = Object.entries(responses).flatMap(([status, r]) =>
    examplesOf(doc, r).map((e) => ({ status, ...e })),
  );
  const rules = Array.isArray(op.raw["x-rules"]) ? op.raw["x-rules"].map(String) : [];
  const usedIn = Array.isArray(op.raw["x-used-in"]) ? op.raw["x-used-in"].map(String) : [];
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    product: op.product,
    method: op.method,
    path: op.path,
    serviceCode: op.serviceCode,
    apiType: op.apiType,
    direction: op.direction,
    status: op.status,
    route: op.route,
    markdownUrl: op.markdownUrl,
    signing: signingOf(op),
    headers: paramsIn("header"),
    queryParameters: paramsIn("query"),
    requestFields: fieldsOf(doc, mediaSchema(doc, op.raw.requestBody)),
    requestSchema: isObject(schemas.body) ? schemas.body : null,
    requestExamples: examplesOf(doc, op.raw.requestBody).map(({ name, summary, value }) => ({ name, summary, value })),
    responseFields: Object.fromEntries(
      Object.entries(responses).map(([status, r]) => [status, fieldsOf(doc, mediaSchema(doc, r))]),
    ),
    responseSchemas: isObject(schemas.responses) ? schemas.responses : {},
    responseExamples,
    responseCodes: responseCodesOf(op),
    rules,
    timeoutSeconds: typeof op.raw["x-timeout-seconds"] === "number" ? op.raw["x-timeout-seconds"] : null,
    idempotencyKey: str(op.raw["x-idempotency-key"]),
    usedIn: usedIn.map((id) => {
      const route = `/${id.replace(/^\/+|\/+$/g, "")}/`;
      return { docId: id, route, url: data.pages.get(route)?.url ?? null };
    }),
  };
}
