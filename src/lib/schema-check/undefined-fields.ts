import type { JsonPath, JsonSchema, Violation } from "./types";
import { Checker } from "./validator";
import { formatPath, isObject } from "./values";

/**
 * The schemas that apply to one value: the schema itself, what its `$ref` points to and the
 * members of its composition keywords (every alternative, so a field any of them defines counts).
 */
function applicable(checker: Checker, schemas: JsonSchema[], seen = new Set<unknown>()): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const schema of schemas) {
    if (seen.has(schema)) continue;
    seen.add(schema);
    out.push(schema);
    if (!isObject(schema)) continue;
    const members: JsonSchema[] = [];
    if (typeof schema.$ref === "string") members.push(checker.resolve(schema.$ref));
    for (const k of ["allOf", "anyOf", "oneOf"])
      if (Array.isArray(schema[k])) members.push(...(schema[k] as JsonSchema[]));
    for (const k of ["if", "then", "else"]) if (schema[k] !== undefined) members.push(schema[k] as JsonSchema);
    if (isObject(schema.dependentSchemas)) members.push(...(Object.values(schema.dependentSchemas) as JsonSchema[]));
    out.push(...applicable(checker, members, seen));
  }
  return out;
}

/**
 * Fields of the body that no schema on their path defines: most often a misspelt optional field,
 * which JSON Schema accepts without a word unless `additionalProperties` forbids it.
 * Warnings, not violations: the API ignores such fields, so the request still works, but the
 * value the writer meant to send is not sent. An object whose schema allows other fields
 * (`additionalProperties` with a schema, or no `properties` at all) gets no warning.
 */
export function undefinedFields(schema: JsonSchema, value: unknown): Violation[] {
  const checker = new Checker(schema);
  const out: Violation[] = [];
  const walk = (schemas: JsonSchema[], v: unknown, path: JsonPath) => {
    const all = applicable(checker, schemas).filter(isObject);
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        const subs = all.flatMap((s) => [
          ...(Array.isArray(s.prefixItems) && i < s.prefixItems.length ? [s.prefixItems[i] as JsonSchema] : []),
          ...(s.items !== undefined && typeof s.items !== "boolean" ? [s.items as JsonSchema] : []),
        ]);
        if (subs.length) walk(subs, item, [...path, i]);
      });
      return;
    }
    if (!isObject(v)) return;
    const described = all.filter((s) => isObject(s.properties) || isObject(s.patternProperties));
    const open = all.some((s) => s.additionalProperties !== undefined && s.additionalProperties !== false);
    for (const [key, child] of Object.entries(v)) {
      const subs: JsonSchema[] = [];
      for (const s of described) {
        if (isObject(s.properties) && key in s.properties) subs.push(s.properties[key] as JsonSchema);
        if (isObject(s.patternProperties))
          for (const [pattern, sub] of Object.entries(s.patternProperties))
            if (new RegExp(pattern, "u").test(key)) subs.push(sub as JsonSchema);
      }
      if (subs.length) walk(subs, child, [...path, key]);
      else if (described.length && !open) {
        const known = [...new Set(described.flatMap((s) => (isObject(s.properties) ? Object.keys(s.properties) : [])))];
        const near = known.find((k) => k.toLowerCase() === key.toLowerCase() || editDistance(k, key) <= 2);
        out.push({
          path: [...path, key],
          keyword: "unknown field",
          message: `${formatPath([...path, key])} is not a field of ${path.length ? formatPath(path) : "this request"}: the API ignores it.${near ? ` Did you mean ${near}?` : ""}`,
        });
      }
    }
  };
  walk([schema], value, []);
  return out;
}

/** Levenshtein distance, for "did you mean" on short field names. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
