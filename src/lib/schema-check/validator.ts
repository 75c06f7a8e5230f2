import type { JsonPath, JsonSchema, Violation } from "./types";
import {
  article,
  describeCondition,
  equal,
  formatPath,
  formats,
  isObject,
  matchesType,
  plural,
  show,
  typeOf,
} from "./values";

export class Checker {
  constructor(private readonly root: JsonSchema) {}

  resolve(ref: string): JsonSchema {
    if (!ref.startsWith("#")) throw new Error(`Only local $ref values are supported, not ${ref}`);
    let node: unknown = this.root;
    for (const raw of ref.slice(1).split("/").filter(Boolean)) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      node = isObject(node) ? node[key] : undefined;
    }
    if (node === undefined) throw new Error(`$ref ${ref} points nowhere`);
    return node as JsonSchema;
  }

  /** True when the value matches, without collecting messages. */
  matches(schema: JsonSchema, value: unknown, path: JsonPath): boolean {
    return this.check(schema, value, path).length === 0;
  }

  check(schema: JsonSchema, value: unknown, path: JsonPath): Violation[] {
    if (schema === true) return [];
    if (schema === false)
      return [
        {
          path,
          keyword: "false",
          message: path.length ? `${formatPath(path)} is not allowed here.` : "No body is allowed.",
        },
      ];
    const out: Violation[] = [];
    const s = schema;
    const at = formatPath(path);
    const add = (keyword: string, message: string, where: JsonPath = path) =>
      out.push({ path: where, keyword, message });

    if (typeof s.$ref === "string") out.push(...this.check(this.resolve(s.$ref), value, path));

    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      if (!types.some((t) => matchesType(value, t))) {
        add(
          "type",
          `${at} must be ${types.map(article).join(" or ")}, not ${article(typeOf(value) === "integer" ? "number" : typeOf(value))}${value === null || typeof value === "object" ? "" : ` (${show(value)})`}.`,
        );
        return out;
      }
    }
    if (s.const !== undefined && !equal(value, s.const))
      add("const", `${at} must be ${show(s.const)}, not ${show(value)}.`);
    if (Array.isArray(s.enum) && !s.enum.some((e) => equal(value, e)))
      add("enum", `${at} must be one of ${s.enum.map(show).join(", ")}; ${show(value)} is not.`);

    if (typeof value === "string") this.string(s, value, at, add);
    if (typeof value === "number") this.number(s, value, at, add);
    if (Array.isArray(value)) out.push(...this.array(s, value, path));
    if (isObject(value)) out.push(...this.object(s, value, path));

    if (Array.isArray(s.allOf)) for (const sub of s.allOf as JsonSchema[]) out.push(...this.check(sub, value, path));
    if (Array.isArray(s.anyOf)) {
      const results = (s.anyOf as JsonSchema[]).map((sub) => this.check(sub, value, path));
      if (!results.some((r) => r.length === 0))
        out.push(...this.alternatives(s.anyOf as JsonSchema[], results, path, "anyOf"));
    }
    if (Array.isArray(s.oneOf)) {
      const results = (s.oneOf as JsonSchema[]).map((sub) => this.check(sub, value, path));
      const passing = results.filter((r) => r.length === 0).length;
      if (passing === 0) out.push(...this.alternatives(s.oneOf as JsonSchema[], results, path, "oneOf"));
      else if (passing > 1) add("oneOf", `${at} matches ${passing} of the allowed shapes; it must match exactly one.`);
    }
    if (s.not !== undefined && this.matches(s.not as JsonSchema, value, path))
      out.push(this.notViolation(s.not as JsonSchema, path));
    if (s.if !== undefined) {
      const holds = this.matches(s.if as JsonSchema, value, path);
      const branch = holds ? s.then : s.else;
      if (branch !== undefined) {
        const condition = describeCondition(s.if as JsonSchema, path);
        const when = condition
          ? holds
            ? `When ${condition}`
            : `Unless ${condition}`
          : holds
            ? "Under the condition of this schema"
            : "Outside the condition of this schema";
        for (const v of this.check(branch as JsonSchema, value, path))
          out.push({ ...v, message: `${when}: ${lowerFirst(v.message)}` });
      }
    }
    return out;
  }

  private string(s: Record<string, unknown>, value: string, at: string, add: (k: string, m: string) => void): void {
    const length = [...value].length;
    if (typeof s.maxLength === "number" && length > s.maxLength)
      add("maxLength", `${at} is ${plural(length, "character")} long; the maximum is ${s.maxLength}.`);
    if (typeof s.minLength === "number" && length < s.minLength) {
      add(
        "minLength",
        length === 0
          ? `${at} must not be empty.`
          : `${at} is ${plural(length, "character")} long; the minimum is ${s.minLength}.`,
      );
    }
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value))
      add("pattern", `${at} does not have the expected form (pattern ${s.pattern}).`);
    if (typeof s.format === "string" && formats[s.format] && !formats[s.format].test(value))
      add("format", `${at} must be ${formats[s.format].expected}.`);
  }

  private number(s: Record<string, unknown>, value: number, at: string, add: (k: string, m: string) => void): void {
    if (typeof s.minimum === "number" && value < s.minimum) add("minimum", `${at} must be at least ${s.minimum}.`);
    if (typeof s.maximum === "number" && value > s.maximum) add("maximum", `${at} must be at most ${s.maximum}.`);
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum)
      add("exclusiveMinimum", `${at} must be more than ${s.exclusiveMinimum}.`);
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum)
      add("exclusiveMaximum", `${at} must be less than ${s.exclusiveMaximum}.`);
    if (typeof s.multipleOf === "number" && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9)
      add("multipleOf", `${at} must be a multiple of ${s.multipleOf}.`);
  }

  private array(s: Record<string, unknown>, value: unknown[], path: JsonPath): Violation[] {
    const out: Violation[] = [];
    const at = formatPath(path);
    const add = (keyword: string, message: string, where: JsonPath = path) =>
      out.push({ path: where, keyword, message });
    if (typeof s.minItems === "number" && value.length < s.minItems)
      add("minItems", `${at} has ${plural(value.length, "item")}; it needs at least ${s.minItems}.`);
    if (typeof s.maxItems === "number" && value.length > s.maxItems)
      add("maxItems", `${at} has ${plural(value.length, "item")}; the maximum is ${s.maxItems}.`);
    if (s.uniqueItems === true) {
      const dup = value.findIndex((v, i) => value.findIndex((w) => equal(v, w)) !== i);
      if (dup >= 0)
        add("uniqueItems", `${formatPath([...path, dup])} repeats an earlier item; items must be unique.`, [
          ...path,
          dup,
        ]);
    }
    const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
    value.forEach((item, i) => {
      if (i < prefix.length) out.push(...this.check(prefix[i], item, [...path, i]));
      else if (s.items !== undefined) out.push(...this.check(s.items as JsonSchema, item, [...path, i]));
    });
    if (s.contains !== undefined) {
      const count = value.filter((item, i) => this.matches(s.contains as JsonSchema, item, [...path, i])).length;
      const min = typeof s.minContains === "number" ? s.minContains : 1;
      const max = typeof s.maxContains === "number" ? s.maxContains : Infinity;
      const what = describeCondition(s.contains as JsonSchema) ?? "the required kind";
      if (count < min)
        add(
          "contains",
          `${at} needs ${min === 1 ? "an item" : `at least ${min} items`} where ${what}; it has ${count}.`,
        );
      if (count > max)
        add("maxContains", `${at} may have at most ${plural(max, "item")} where ${what}; it has ${count}.`);
    }
    return out;
  }

  private object(s: Record<string, unknown>, value: Record<string, unknown>, path: JsonPath): Violation[] {
    const out: Violation[] = [];
    const add = (keyword: string, message: string, where: JsonPath = path) =>
      out.push({ path: where, keyword, message });
    const keys = Object.keys(value);
    const at = formatPath(path);
    if (Array.isArray(s.required)) {
      for (const name of s.required as string[])
        if (!(name in value)) add("required", `${formatPath([...path, name])} is required.`, [...path, name]);
    }
    if (typeof s.minProperties === "number" && keys.length < s.minProperties)
      add("minProperties", `${at} needs at least ${plural(s.minProperties, "field")}.`);
    if (typeof s.maxProperties === "number" && keys.length > s.maxProperties)
      add("maxProperties", `${at} may have at most ${plural(s.maxProperties, "field")}.`);
    if (isObject(s.dependentRequired)) {
      for (const [name, needs] of Object.entries(s.dependentRequired)) {
        if (!(name in value) || !Array.isArray(needs)) continue;
        for (const other of needs as string[])
          if (!(other in value))
            add(
              "dependentRequired",
              `${formatPath([...path, other])} is required when ${formatPath([...path, name])} is sent.`,
              [...path, other],
            );
      }
    }
    if (isObject(s.dependentSchemas)) {
      for (const [name, sub] of Object.entries(s.dependentSchemas))
        if (name in value) out.push(...this.check(sub as JsonSchema, value, path));
    }
    const properties = isObject(s.properties) ? s.properties : {};
    const patterns = isObject(s.patternProperties)
      ? Object.entries(s.patternProperties).map(([p, sub]) => [new RegExp(p, "u"), sub] as const)
      : [];
    for (const key of keys) {
      const where = [...path, key];
      if (s.propertyNames !== undefined) {
        for (const v of this.check(s.propertyNames as JsonSchema, key, where))
          out.push({
            ...v,
            keyword: "propertyNames",
            message: `The field name "${key}" is not allowed: ${lowerFirst(v.message.replace(formatPath(where), "it"))}`,
          });
      }
      let known = false;
      if (key in properties) {
        known = true;
        out.push(...this.check(properties[key] as JsonSchema, value[key], where));
      }
      for (const [re, sub] of patterns) {
        if (re.test(key)) {
          known = true;
          out.push(...this.check(sub as JsonSchema, value[key], where));
        }
      }
      if (!known && s.additionalProperties !== undefined) {
        if (s.additionalProperties === false)
          add(
            "additionalProperties",
            `${formatPath(where)} is not a field of ${path.length ? at : "this request"}.`,
            where,
          );
        else out.push(...this.check(s.additionalProperties as JsonSchema, value[key], where));
      }
    }
    return out;
  }

  /** No alternative matched: name the fields when every alternative is a `required` list, else the closest one's problems. */
  private alternatives(options: JsonSchema[], results: Violation[][], path: JsonPath, keyword: string): Violation[] {
    const onlyRequired = options.every(
      (o) => isObject(o) && Object.keys(o).every((k) => k === "required") && Array.isArray(o.required),
    );
    if (onlyRequired) {
      const names = options.map((o) =>
        (o as { required: string[] }).required.map((n) => formatPath([...path, n])).join(" and "),
      );
      return [{ path, keyword, message: `Send at least one of ${names.join(" or ")}.` }];
    }
    const closest = results.reduce((a, b) => (b.length < a.length ? b : a));
    return closest.map((v) => ({
      ...v,
      message: `${v.message} (none of the ${options.length} allowed shapes of ${formatPath(path)} matches; this is the closest)`,
    }));
  }

  /** A forbidden shape; `not: { required: [x] }` (a field that must not be sent) is placed on the field. */
  private notViolation(schema: JsonSchema, path: JsonPath): Violation {
    if (isObject(schema) && Array.isArray(schema.required) && Object.keys(schema).length === 1) {
      const names = schema.required as string[];
      return {
        path: names.length === 1 ? [...path, names[0]] : path,
        keyword: "not",
        message: `${names.map((n) => formatPath([...path, n])).join(" and ")} must not be sent.`,
      };
    }
    return { path, keyword: "not", message: `${formatPath(path)} matches a shape that is not allowed here.` };
  }
}

/** Continues a sentence: a message that starts with a plain word loses its capital; one that starts with a field path keeps it. */
function lowerFirst(text: string): string {
  return /^(Send|The|No) /.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Every violation of `value` against `schema`, in document order; [] when it matches. */
export function checkJson(schema: JsonSchema, value: unknown): Violation[] {
  const seen = new Set<string>();
  return new Checker(schema).check(schema, value, []).filter((v) => {
    const key = `${formatPath(v.path)}\u0000${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
