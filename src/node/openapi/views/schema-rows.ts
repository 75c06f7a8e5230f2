import type { FieldRow } from "../../../lib/openapi/types";
import { isObject, resolvePointer, type Json, type JsonObject } from "../document";
import { readFieldHistory, type FieldChangeKind, type FieldHistory } from "../field-history";
import { inlineMarkdownToRich, markdownToRich } from "../rich";

/** Schema field rows: a schema flattened into table rows with their nesting, types, constraints and history. */

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

export const noHistoryContext: RowHistoryContext = { since: "", entryFor: () => null };

/** "Added on …" and "Deprecated" of a row, from the field's or parameter's marks. */
export function historyOf(
  history: FieldHistory | null,
  ctx: RowHistoryContext,
): Pick<FieldRow, "added" | "deprecated"> {
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

export function typeName(doc: JsonObject, schema: JsonObject): string {
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

export function lengthOf(schema: JsonObject): string {
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

export function constraintsOf(doc: JsonObject, schema: JsonObject): { label: string; value: string }[] {
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

export function exampleText(value: Json | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function valuesOf(schema: JsonObject): string[] | undefined {
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
export function childObject(doc: JsonObject, field: JsonObject): JsonObject | null {
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
