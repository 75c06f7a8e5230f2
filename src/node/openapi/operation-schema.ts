import { isObject, pointerJoin, resolvePointer, type Json, type JsonObject, type OperationEntry } from "./document";

/**
 * A self-contained JSON Schema (2020-12) bundle per operation, published as
 * `/openapi/operations/<operationId>.json` so tools (a request checker) can load one operation's
 * contract on demand instead of the whole document. Each of `headers`, `query`, `body` and
 * `responses[status]` is a complete schema: component references become its own `$defs`, so
 * `ajv.compile(file.body)` works as is.
 */

export interface OperationSchemaFile {
  $schema: string;
  operationId: string;
  method: string;
  path: string;
  serviceCode: string;
  /** Request headers as one object schema (names as documented; compare case-insensitively). */
  headers: JsonObject;
  query: JsonObject | null;
  body: JsonObject | null;
  responses: Record<string, JsonObject>;
}

/** Keywords whose keys are names (a property may well be called `x-…` or `example`). */
const nameMaps = new Set(["properties", "patternProperties", "dependentSchemas", "$defs"]);

const componentRef = /^#\/components\/schemas\/([^/]+)$/;

/** Copies a schema, pointing component refs at `#/$defs/<Name>` and collecting what they need. */
function bundle(doc: JsonObject, node: Json, defs: JsonObject): Json {
  if (Array.isArray(node)) return node.map((n) => bundle(doc, n, defs));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      const match = componentRef.exec(value);
      if (!match) throw new Error(`Cannot bundle $ref ${value}`);
      const name = decodeURIComponent(match[1]);
      out.$ref = `#/$defs/${name}`;
      if (!(name in defs)) {
        defs[name] = {};
        defs[name] = bundle(doc, resolvePointer(doc, value) ?? {}, defs);
      }
    } else if (key === "example" || key.startsWith("x-")) {
      continue;
    } else if (nameMaps.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, bundle(doc, sub, defs)]));
    } else out[key] = bundle(doc, value, defs);
  }
  return out;
}

/** A standalone schema: the bundled schema with the definitions it references. */
function standalone(doc: JsonObject, schema: Json): JsonObject {
  const defs: JsonObject = {};
  const bundled = bundle(doc, schema, defs);
  const root = isObject(bundled) ? bundled : {};
  return Object.keys(defs).length ? { ...root, $defs: defs } : root;
}

export function operationSchemaFile(
  doc: JsonObject,
  entry: OperationEntry,
  path: string,
  serviceCode: string,
): OperationSchemaFile {
  const params = (Array.isArray(entry.operation.parameters) ? entry.operation.parameters : []).map((p) => {
    const resolved = isObject(p) && typeof p.$ref === "string" ? resolvePointer(doc, p.$ref) : p;
    return isObject(resolved) ? resolved : {};
  });
  const group = (location: string): JsonObject | null => {
    const list = params.filter((p) => p.in === location);
    if (!list.length) return null;
    const properties: JsonObject = {};
    for (const p of list) {
      properties[String(p.name)] =
        typeof p.description === "string"
          ? { ...(isObject(p.schema) ? p.schema : {}), description: p.description }
          : (p.schema ?? {});
    }
    return standalone(doc, {
      type: "object",
      properties,
      required: list.filter((p) => p.required === true).map((p) => String(p.name)),
    });
  };
  const mediaSchema = (pointer: string): JsonObject | null => {
    const schema = resolvePointer(doc, pointerJoin(pointer, "content", "application/json", "schema"));
    return schema === undefined ? null : standalone(doc, schema);
  };
  const responses: Record<string, JsonObject> = {};
  if (isObject(entry.operation.responses)) {
    for (const status of Object.keys(entry.operation.responses)) {
      const schema = mediaSchema(pointerJoin(entry.pointer, "responses", status));
      if (schema) responses[status] = schema;
    }
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    operationId: entry.operationId,
    method: entry.method,
    path,
    serviceCode,
    headers: group("header") ?? { type: "object" },
    query: group("query"),
    body: mediaSchema(pointerJoin(entry.pointer, "requestBody")),
    responses,
  };
}
