/**
 * A compact JSON Schema (2020-12) checker for the request checker on API pages (issue 10): the
 * keywords the OpenAPI document uses, with messages written for a merchant's developer and
 * located by field (`amount.value`, `urlParams[0].url`). A few KB instead of a general
 * validator; its verdicts are tested against Ajv on every operation of the document.
 *
 * Supported: $ref (to the schema's own $defs or any local pointer), type, enum, const,
 * minLength, maxLength, pattern, format (date-time, date, email, uri), minimum, maximum,
 * exclusiveMinimum, exclusiveMaximum, multipleOf, items, prefixItems, minItems, maxItems,
 * uniqueItems, contains, minContains, maxContains, required, properties, patternProperties,
 * additionalProperties, propertyNames, minProperties, maxProperties, dependentRequired,
 * dependentSchemas, allOf, anyOf, oneOf, not, if / then / else. Annotations are ignored.
 */

export type JsonSchema = boolean | { [keyword: string]: unknown };
export type JsonPath = (string | number)[];

export interface Violation {
  /** Where the problem is: the field's path in the body ([] for the body itself). */
  path: JsonPath;
  /** The schema keyword that failed (`required`, `maxLength`, `type`, …). */
  keyword: string;
  message: string;
}

/** `amount.value`, `urlParams[0].url`; `the body` for the root. */
export function formatPath(path: JsonPath): string {
  if (!path.length) return "the body";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return false;
}

const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const dateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
const date = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(y: string, m: string, d: string): boolean {
  return +m >= 1 && +m <= 12 && +d >= 1 && new Date(Date.UTC(+y, +m - 1, +d)).getUTCDate() === +d;
}

const formats: Record<string, { test: (s: string) => boolean; expected: string }> = {
  "date-time": {
    test: (s) => {
      const m = dateTime.exec(s);
      return Boolean(
        m &&
        validDate(m[1], m[2], m[3]) &&
        +m[4] < 24 &&
        +m[5] < 60 &&
        +m[6] < 61 &&
        (!m[9] || (+m[9] < 24 && +m[10] < 60)),
      );
    },
    expected: "an ISO-8601 date and time with an offset, such as 2025-03-14T10:15:30+07:00",
  },
  date: {
    test: (s) => Boolean(date.exec(s) && validDate(...(date.exec(s)!.slice(1) as [string, string, string]))),
    expected: "a date such as 2025-03-14",
  },
  email: { test: (s) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), expected: "an email address" },
  uri: {
    test: (s) => {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(s) || /\s/.test(s)) return false;
      try {
        new URL(s);
        return true;
      } catch {
        return false;
      }
    },
    expected: "an absolute URL such as https://shop.example/return",
  },
};

/** Describes an `if` schema as a condition ("additionalInfo.checkoutMode is CUSTOM"), or null. */
export function describeCondition(schema: JsonSchema, base: JsonPath = []): string | null {
  if (!isObject(schema)) return null;
  const parts: string[] = [];
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(properties)) {
    const path = [...base, name];
    if (!isObject(sub)) continue;
    if (sub.const !== undefined) parts.push(`${formatPath(path)} is ${show(sub.const)}`);
    else if (Array.isArray(sub.enum)) parts.push(`${formatPath(path)} is one of ${sub.enum.map(show).join(", ")}`);
    else {
      const inner = describeCondition(sub, path);
      if (inner) parts.push(inner);
    }
  }
  for (const name of required) {
    if (!(name in properties)) parts.push(`${formatPath([...base, name])} is sent`);
  }
  return parts.length ? parts.join(" and ") : null;
}

class Checker {
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

export interface JsonParseProblem {
  message: string;
  line: number;
  column: number;
}

/**
 * Finds the first JSON syntax error (offset and reason), because engines word and place their
 * own messages differently (and some give no position at all). Null when the text is JSON.
 */
export function findJsonError(text: string): { offset: number; reason: string } | null {
  let i = 0;
  const fail = (reason: string): never => {
    // A position record, not an Error: caught a few lines below, never leaves this function.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw { offset: i, reason };
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const describe = () => (i >= text.length ? "the text ends" : `unexpected ${JSON.stringify(text[i])}`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`${describe()}; expected a value`);
  };
  const string = () => {
    i++;
    while (true) {
      if (i >= text.length) fail("a string is not closed");
      const c = text[i];
      if (c === '"') return void i++;
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("\\u must be followed by 4 hexadecimal digits");
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(`invalid escape \\${e ?? ""} in a string`);
      } else if (c < " ")
        fail(
          c === "\n"
            ? "a string is not closed before the end of the line"
            : "a control character inside a string must be escaped",
        );
      else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`${describe()}; expected a number`);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") return void i++;
      while (true) {
        ws();
        if (text[i] !== '"') fail(`${describe()}; expected a field name in double quotes`);
        string();
        ws();
        if (text[i] !== ":") fail(`${describe()}; expected ":" after the field name`);
        i++;
        value();
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "}") fail("a comma before } is not allowed in JSON");
          continue;
        }
        if (text[i] === "}") return void i++;
        fail(`${describe()}; expected "," or "}"`);
      }
    } else if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") return void i++;
      while (true) {
        value();
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "]") fail("a comma before ] is not allowed in JSON");
          continue;
        }
        if (text[i] === "]") return void i++;
        fail(`${describe()}; expected "," or "]"`);
      }
    } else if (c === '"') string();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else if (c === "-" || (c >= "0" && c <= "9")) number();
    else fail(c === "'" ? "strings and field names need double quotes" : `${describe()}; expected a value`);
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`${describe()} after the end of the JSON value`);
    return null;
  } catch (error) {
    return error as { offset: number; reason: string };
  }
}

/** Parses JSON text; a syntax error is located by line and column with a plain reason. */
export function parseJsonText(text: string): { value: unknown } | { problem: JsonParseProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const found = findJsonError(text) ?? { offset: 0, reason: error instanceof Error ? error.message : String(error) };
    const before = text.slice(0, found.offset).split("\n");
    return { problem: { message: found.reason, line: before.length, column: before[before.length - 1].length + 1 } };
  }
}

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
 * which JSON Schema accepts without a word unless `additionalProperties` forbids it (issue 14).
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

/** A typed request body, checked: empty, not JSON (and where), or its violations and undefined fields. */
export type BodyCheck =
  | { kind: "empty" }
  | ({ kind: "syntax" } & JsonParseProblem)
  | { kind: "checked"; violations: Violation[]; warnings: Violation[] };

/** What the request checker and the Try it console say about a body: `checkJson` violations and `undefinedFields` warnings. */
export function checkBodyText(text: string, schema: JsonSchema): BodyCheck {
  if (!text.trim()) return { kind: "empty" };
  const parsed = parseJsonText(text);
  if ("problem" in parsed) return { kind: "syntax", ...parsed.problem };
  return {
    kind: "checked",
    violations: checkJson(schema, parsed.value),
    warnings: undefinedFields(schema, parsed.value),
  };
}
