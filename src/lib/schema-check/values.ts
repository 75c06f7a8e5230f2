import type { JsonPath, JsonSchema } from "./types";

/** Values as the checker's messages describe them: paths, types, equality, formats, conditions. */

/** `amount.value`, `urlParams[0].url`; `the body` for the root. */
export function formatPath(path: JsonPath): string {
  if (!path.length) return "the body";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

export const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

export function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return false;
}

export const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const dateTime = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
const date = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(y: string, m: string, d: string): boolean {
  return +m >= 1 && +m <= 12 && +d >= 1 && new Date(Date.UTC(+y, +m - 1, +d)).getUTCDate() === +d;
}

export const formats: Record<string, { test: (s: string) => boolean; expected: string }> = {
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
