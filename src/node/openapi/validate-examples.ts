import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import {
  escapePointer,
  isObject,
  pointerJoin,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
} from "./document";
import { fieldHistoryKeywords } from "./field-history";
import type { OpenApiIssue } from "./types";

/** Schema walking, `$ref` users and the check that every example validates against its schema. */

/** Keywords of JSON Schema whose values are subschemas (for walking schemas). */
const subschemaMaps = ["properties", "patternProperties", "dependentSchemas", "$defs"];
const subschemaLists = ["allOf", "anyOf", "oneOf", "prefixItems"];
const subschemaSingles = [
  "items",
  "additionalProperties",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
  "contains",
  "unevaluatedProperties",
  "unevaluatedItems",
];

/** Calls `visit` for a schema and every subschema below it, with their pointers. */
export function walkSchema(schema: Json, pointer: string, visit: (schema: JsonObject, pointer: string) => void): void {
  if (!isObject(schema)) return;
  visit(schema, pointer);
  for (const key of subschemaMaps) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, sub] of Object.entries(map)) walkSchema(sub, pointerJoin(pointer, key, name), visit);
  }
  for (const key of subschemaLists) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((sub, i) => walkSchema(sub, pointerJoin(pointer, key, i), visit));
  }
  for (const key of subschemaSingles)
    if (isObject(schema[key])) walkSchema(schema[key], pointerJoin(pointer, key), visit);
}

/** Every `$ref` in the document, with the pointer of the object that holds it. */
export function collectRefs(node: Json, pointer: string, out: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) node.forEach((n, i) => collectRefs(n, `${pointer}/${i}`, out));
  else if (isObject(node)) {
    if (typeof node.$ref === "string") out.push({ ref: node.$ref, at: pointer });
    for (const [k, v] of Object.entries(node)) collectRefs(v, `${pointer}/${escapePointer(k)}`, out);
  }
}

const schemaId = "https://openapi.invalid/merchant-api-v2.json";

function makeAjv(doc: JsonObject): Ajv2020 {
  // strictSchema stays on: a misspelt keyword (`maxlenght`) fails instead of being ignored.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats(ajv);
  ajv.addKeyword("example");
  ajv.addKeyword("x-condition");
  // Field history (field-history.ts): annotations for the reference pages, checked there.
  for (const keyword of fieldHistoryKeywords) ajv.addKeyword(keyword);
  ajv.addVocabulary(Object.keys(doc).filter((k) => !["$schema", "$id"].includes(k)));
  ajv.addSchema({ ...doc, $id: schemaId });
  return ajv;
}

function describeAjvError(e: ErrorObject): string {
  if (e.keyword === "additionalProperties")
    return `has a field "${String(e.params.additionalProperty)}" the schema does not allow`;
  if (e.keyword === "enum")
    return `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  return e.message ?? e.keyword;
}

/**
 * Validates the document; returns every problem found (empty when valid). Stops after the
 * structural checks when they fail, since examples cannot be checked against a broken document.
 */
/** Which operations use each component schema (directly or through other schemas). */
export function usersOfSchemas(doc: JsonObject, operations: OperationEntry[]): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visitRefs = (node: Json, operationId: string) => {
    const found: { ref: string; at: string }[] = [];
    collectRefs(node, "#", found);
    for (const { ref } of found) {
      const key = `${operationId} ${ref}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (!users.has(ref)) users.set(ref, new Set());
      users.get(ref)?.add(operationId);
      const target = resolvePointer(doc, ref);
      if (target !== undefined) visitRefs(target, operationId);
    }
  };
  for (const entry of operations) visitRefs(entry.operation, entry.operationId);
  return users;
}

export function operationsFor(pointer: string, users: Map<string, Set<string>>): string[] {
  const match = /^#\/components\/(schemas|parameters)\/[^/]+/.exec(pointer);
  return match ? [...(users.get(match[0]) ?? [])] : [];
}

/** Validates media-type, parameter and schema examples against their schemas. */
export function validateExamples(
  doc: JsonObject,
  operations: OperationEntry[],
  users: Map<string, Set<string>>,
): OpenApiIssue[] {
  const issues: OpenApiIssue[] = [];
  const ajv = makeAjv(doc);
  const compiled = new Map<string, ValidateFunction>();
  const check = (pointer: string, value: Json, valuePointer: string, operationIds: string[]) => {
    // A schema that is only a `$ref` shares the compiled validator of its target.
    const schema = resolvePointer(doc, pointer);
    const schemaPointer =
      isObject(schema) && typeof schema.$ref === "string" && Object.keys(schema).length === 1 ? schema.$ref : pointer;
    let validate = compiled.get(schemaPointer);
    if (!validate) {
      try {
        validate = ajv.getSchema(`${schemaId}${schemaPointer}`);
      } catch (error) {
        issues.push({
          operations: operationIds,
          pointer: schemaPointer,
          message: `invalid schema: ${error instanceof Error ? error.message : String(error)}`,
        });
        return;
      }
      if (!validate) {
        issues.push({ operations: operationIds, pointer: schemaPointer, message: "schema not found" });
        return;
      }
      compiled.set(schemaPointer, validate);
    }
    if (validate(value)) return;
    for (const e of validate.errors ?? []) {
      issues.push({
        operations: operationIds,
        pointer: valuePointer + e.instancePath,
        message: `example ${describeAjvError(e)} (schema ${schemaPointer})`,
      });
    }
  };

  // Examples of operations: request bodies, responses and parameters.
  for (const entry of operations) {
    const ids = [entry.operationId];
    const media: string[] = [pointerJoin(entry.pointer, "requestBody", "content", "application/json")];
    const responses = entry.operation.responses;
    if (isObject(responses))
      for (const status of Object.keys(responses))
        media.push(pointerJoin(entry.pointer, "responses", status, "content", "application/json"));
    for (const mediaPointer of media) {
      const mediaType = resolvePointer(doc, mediaPointer);
      if (!isObject(mediaType) || !isObject(mediaType.schema)) continue;
      const schemaPointer = pointerJoin(mediaPointer, "schema");
      if (mediaType.example !== undefined)
        check(schemaPointer, mediaType.example, pointerJoin(mediaPointer, "example"), ids);
      if (isObject(mediaType.examples)) {
        for (const [name, example] of Object.entries(mediaType.examples)) {
          if (isObject(example) && example.value !== undefined)
            check(schemaPointer, example.value, pointerJoin(mediaPointer, "examples", name, "value"), ids);
        }
      }
    }
    const params = entry.operation.parameters;
    if (Array.isArray(params)) {
      params.forEach((p, i) => {
        const paramPointer =
          isObject(p) && typeof p.$ref === "string" ? p.$ref : pointerJoin(entry.pointer, "parameters", i);
        const param = resolvePointer(doc, paramPointer);
        if (!isObject(param) || !isObject(param.schema)) return;
        if (param.example !== undefined)
          check(pointerJoin(paramPointer, "schema"), param.example, pointerJoin(paramPointer, "example"), ids);
      });
    }
    // Inline schemas of the operation carry examples too.
    for (const mediaPointer of media) {
      const schema = resolvePointer(doc, pointerJoin(mediaPointer, "schema"));
      if (schema !== undefined)
        walkSchema(schema, pointerJoin(mediaPointer, "schema"), (s, p) => {
          if (s.example !== undefined && !s.$ref) check(p, s.example, pointerJoin(p, "example"), ids);
        });
    }
  }

  // Examples inside shared schemas and parameters.
  const components = doc.components;
  if (isObject(components)) {
    for (const section of ["schemas", "parameters"] as const) {
      const map = components[section];
      if (!isObject(map)) continue;
      for (const [name, item] of Object.entries(map)) {
        const base = pointerJoin("#/components", section, name);
        const schema = section === "schemas" ? item : isObject(item) ? item.schema : undefined;
        const schemaBase = section === "schemas" ? base : pointerJoin(base, "schema");
        if (schema === undefined) continue;
        walkSchema(schema, schemaBase, (s, p) => {
          if (s.example !== undefined) check(p, s.example, pointerJoin(p, "example"), operationsFor(p, users));
        });
      }
    }
  }
  return issues;
}
