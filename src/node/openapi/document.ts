import { LineCounter, parseDocument, type Document } from "yaml";
import { replaceProductTokens, type ProductNames } from "../../lib/routes";
import type { HttpMethod } from "../../lib/openapi/types";

/**
 * The OpenAPI document as the build reads it (docs/openapi.md): product tokens replaced, the
 * placeholder `servers` replaced by the hosts of site config, every operation of `paths` and
 * `webhooks` listed with its JSON pointer.
 */

export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export interface ServerHosts {
  sandboxBaseUrl: string;
  productionBaseUrl: string;
}

export interface OpenApiSource {
  /** The document with tokens and servers applied. */
  doc: JsonObject;
  /** The same document as YAML text (the downloadable file). */
  yaml: string;
  /** Maps a JSON pointer to its line in the source file, for messages. */
  lineOf: (pointer: string) => number | null;
}

export class OpenApiSyntaxError extends Error {}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#/, "")
    .split("/")
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~"));
}

export function pointerJoin(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => `/${escapePointer(String(s))}`).join("");
}

/** The value at a JSON pointer (`#/components/schemas/Money`), or undefined. */
export function resolvePointer(doc: Json, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/**
 * Parses the document source. `%PRODUCT%` tokens are replaced before parsing, so the YAML
 * download, the JSON download and the pages all say the same thing.
 */
export function readOpenApi(
  source: string,
  product: ProductNames,
  servers: ServerHosts,
  file = "content/openapi/merchant-api-v2.yaml",
): OpenApiSource {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(replaceProductTokens(source, product), {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: true,
  });
  if (document.errors.length) {
    throw new OpenApiSyntaxError(
      `${file}: invalid YAML:\n${document.errors.map((e) => `  - ${e.message}`).join("\n")}`,
    );
  }
  const lineOf = (pointer: string): number | null => {
    const segments = pointerSegments(pointer);
    for (let n = segments.length; n >= 0; n--) {
      const node = document.getIn(segments.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lineCounter.linePos(node.range[0]).line;
    }
    return null;
  };
  document.set("servers", [
    { url: servers.sandboxBaseUrl, description: "Sandbox" },
    { url: servers.productionBaseUrl, description: "Production" },
  ]);
  const doc = document.toJS() as unknown;
  if (!isObject(doc)) throw new OpenApiSyntaxError(`${file}: the document must be a YAML mapping`);
  return { doc, yaml: document.toString({ lineWidth: 0 }), lineOf };
}

export interface OperationEntry {
  operationId: string;
  method: HttpMethod;
  /** The path key; for webhooks the webhook's name. */
  key: string;
  webhook: boolean;
  /** JSON pointer of the operation object. */
  pointer: string;
  operation: JsonObject;
}

const methods: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every operation under `paths` and `webhooks`, in document order. */
export function listOperations(doc: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const section of ["paths", "webhooks"] as const) {
    const items = doc[section];
    if (!isObject(items)) continue;
    for (const [key, item] of Object.entries(items)) {
      if (!isObject(item)) continue;
      for (const method of methods) {
        const operation = item[method.toLowerCase()];
        if (!isObject(operation)) continue;
        entries.push({
          operationId: typeof operation.operationId === "string" ? operation.operationId : `${method} ${key}`,
          method,
          key,
          webhook: section === "webhooks",
          pointer: pointerJoin("#", section, key, method.toLowerCase()),
          operation,
        });
      }
    }
  }
  return entries;
}

/**
 * The first named example of the first of `statuses` that has one, with its pointer: the body a
 * response table's `responseCode` and `responseMessage` examples come from, so each operation's
 * table shows a code of its own (the shared schemas' examples belong to one operation).
 */
export function firstResponseExample(
  doc: JsonObject,
  entry: OperationEntry,
  statuses: string[],
): { pointer: string; value: JsonObject } | null {
  for (const status of statuses) {
    const at = pointerJoin(entry.pointer, "responses", status, "content", "application/json", "examples");
    const examples = resolvePointer(doc, at);
    if (!isObject(examples)) continue;
    for (const [name, example] of Object.entries(examples))
      if (isObject(example) && isObject(example.value))
        return { pointer: pointerJoin(at, name, "value"), value: example.value };
  }
  return null;
}
