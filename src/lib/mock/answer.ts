import { timestampGmt7 } from "../signature";
import { isRenewed } from "./request-fields";

/**
 * How the mock turns a documented response example into its answer to one request: the example's
 * shape and wording, with the values that belong to this request.
 *
 * - Date-times move with the clock: the document writes its examples around one moment
 *   (`X-TIMESTAMP` 2025-03-14T10:15:30+07:00), so each example time keeps its distance to that
 *   moment, measured from now.
 * - Facts replace a field of that name wherever the example has one (the first one found, depth
 *   first): the request's own top-level values (`partnerReferenceNo`, `amount`, `validUpTo`, …) and
 *   what the transaction store knows (`referenceNo`, `latestTransactionStatus`, `paidTime`, …).
 *   A fact the example has no field for is not added, so an answer never leaves its schema.
 * - A replaced reference is replaced inside the example's other strings too
 *   (`webRedirectUrl` carries the order's `referenceNo`).
 */

export type Facts = Record<string, unknown>;

/** The moment the document's examples are written around (their `X-TIMESTAMP`). */
export const EXAMPLE_MOMENT = Date.parse("2025-03-14T10:15:30+07:00");

const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
export const isDateTime = (v: unknown): v is string => typeof v === "string" && isoWithOffset.test(v);

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** `{ value: "150000.00", currency: "IDR" }` */
export const isMoney = (v: unknown): v is { value: string; currency: string } =>
  isObject(v) && typeof v.value === "string" && typeof v.currency === "string";

/** The request's top-level values an answer echoes: strings, numbers, booleans and amounts of money. */
export function requestFacts(body: unknown): Facts {
  const facts: Facts = {};
  if (!isObject(body)) return facts;
  for (const [key, value] of Object.entries(body))
    if (["string", "number", "boolean"].includes(typeof value) || isMoney(value)) facts[key] = value;
  return facts;
}

function shiftTimes(value: unknown, shift: number): unknown {
  if (isDateTime(value)) return timestampGmt7(new Date(Date.parse(value) + shift));
  if (Array.isArray(value)) return value.map((v) => shiftTimes(v, shift));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftTimes(v, shift)]));
  return value;
}

/** The example with this request's values (see the module comment). */
export function shapeExample(example: unknown, facts: Facts, now: Date): unknown {
  const replaced = new Map<string, string>();
  const withFacts = shiftTimes(example, now.getTime() - EXAMPLE_MOMENT);
  // Breadth first, so a fact lands on the shallowest field of its name (`amount`, not `goods[0].amount`).
  const used = new Set<string>();
  let level: unknown[] = [withFacts];
  while (level.length) {
    const next: unknown[] = [];
    for (const node of level) {
      if (Array.isArray(node)) next.push(...(node as unknown[]));
      else if (isObject(node))
        for (const [key, v] of Object.entries(node)) {
          const fact = facts[key];
          if (fact !== undefined && !used.has(key)) {
            used.add(key);
            if (typeof v === "string" && typeof fact === "string" && v.length >= 6 && v !== fact) replaced.set(v, fact);
            node[key] = fact;
          } else next.push(v);
        }
    }
    level = next;
  }
  if (!replaced.size) return withFacts;
  const pattern = new RegExp([...replaced.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const substitute = (value: unknown): unknown => {
    if (typeof value === "string") return value.replace(pattern, (m) => replaced.get(m) ?? m);
    if (Array.isArray(value)) return value.map(substitute);
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v)]));
    return value;
  };
  return substitute(withFacts);
}

/** Every string of a value with the name of the field holding it (an array's items under the array's name). */
function fieldStrings(value: unknown, field = "", out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([field, value]);
  else if (Array.isArray(value)) value.forEach((v) => fieldStrings(v, field, out));
  else if (isObject(value)) Object.entries(value).forEach(([k, v]) => fieldStrings(v, k, out));
  return out;
}

/** A value that names a mode or kind (`HOSTED`, `CREDIT_CARD`): two of them in one field are different variants. */
const isModeValue = (v: string) => /^[A-Z][A-Z0-9_]*$/.test(v);

/**
 * Of several documented examples, the one most like this request. Each string of an example (other
 * than the response code and message) counts 2 when the request has it in a field of the same name
 * (`checkoutMode: HOSTED`), 1 when it has it elsewhere, and -2 when the request's field of that name
 * holds another mode (`checkoutMode: CUSTOM` against `HOSTED`): a hosted order's request, which lists
 * `CREDIT_CARD` among its allowed methods, still gets the hosted answer. The first on a tie.
 */
export function closestExample<T extends { value: unknown }>(examples: T[], ...sources: unknown[]): T | undefined {
  const sent = sources.flatMap((s) => fieldStrings(s));
  const pairs = new Set(sent.map(([field, v]) => `${field}\u0000${v}`));
  const fields = new Set(sent.map(([field]) => field));
  const values = new Set(sent.map(([, v]) => v));
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const example of examples) {
    const { responseCode: _c, responseMessage: _m, ...rest } = isObject(example.value) ? example.value : {};
    let score = 0;
    for (const [field, v] of fieldStrings(rest))
      if (pairs.has(`${field}\u0000${v}`)) score += 2;
      else if (values.has(v)) score += 1;
      else if (fields.has(field) && isModeValue(v)) score -= 2;
    if (score > bestScore) [best, bestScore] = [example, score];
  }
  return best;
}

/** Money as integer cents, and back. */
export const cents = (m: { value: string }) => Math.round(Number(m.value) * 100);
export const money = (c: number, currency = "IDR") => ({ value: (c / 100).toFixed(2), currency });

/** Canonical JSON (keys sorted): two bodies that differ only in key order or spacing are the same request. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/**
 * Whether a request body is the documented request example apart from what a new send renews
 * (its own references and date-times, request-fields.ts): then it names the example's records.
 */
export function sameRecord(body: Record<string, unknown>, example: unknown): boolean {
  if (!isObject(example)) return false;
  const kept = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).filter(([key, value]) => !isRenewed(key, value)));
  return canonical(kept(body)) === canonical(kept(example));
}
