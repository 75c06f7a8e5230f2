import { isObject, type Json, type JsonObject } from "../openapi";
import type { ChangeKind, SchemaChange } from "./types";

/** Two JSON Schemas compared keyword by keyword, each difference recorded with whether it breaks the writer of the data. */

/** Who writes the data a schema describes: the merchant (requests, answers to notifications) or Saku. */
export type Writer = "merchant" | "saku";

export interface Context {
  operation: { operationId: string; where: string; tag: string | null };
  location: string;
  writer: Writer;
  defsBefore: JsonObject;
  defsAfter: JsonObject;
  out: SchemaChange[];
  /** The pairs of `$ref`s being compared above this place, so recursive schemas end. */
  refs: Set<string>;
}

const show = (v: Json): string => (typeof v === "string" ? v : JSON.stringify(v));
const list = (values: Json[]): string => values.map(show).join(", ");
const key = (v: Json): string => JSON.stringify(v);
const fieldName = (path: string[]): string | null => (path.length ? path.join(".").replace(/\.\[\]/g, "[]") : null);
const typeSet = (schema: JsonObject): Set<string> | null => {
  const t = schema.type;
  if (typeof t === "string") return new Set([t]);
  if (Array.isArray(t)) return new Set(t.map(String));
  return null;
};

/** What a narrowing or a widening of accepted values means for the merchant, by who writes the data. */
export function record(
  ctx: Context,
  path: string[],
  change: "narrows" | "widens" | "alters",
  description: string,
  kind: ChangeKind = "changed",
  /** A widening of what Saku sends that the published policy calls compatible (new enum values, new fields). */
  compatibleWidening = false,
): void {
  const breaking =
    change === "alters" ||
    (ctx.writer === "merchant" ? change === "narrows" : change === "widens" && !compatibleWidening);
  ctx.out.push({
    ...ctx.operation,
    breaking,
    kind,
    location: ctx.location,
    field: fieldName(path),
    description,
  });
}

function resolve(schema: Json | undefined, defs: JsonObject): { schema: JsonObject; ref: string | null } {
  if (schema === true || schema === undefined) return { schema: {}, ref: null };
  if (!isObject(schema)) return { schema: { not: {} }, ref: null };
  const ref = typeof schema.$ref === "string" ? schema.$ref : null;
  if (!ref) return { schema, ref: null };
  const name = decodeURIComponent(ref.replace(/^#\/\$defs\//, ""));
  const target = defs[name];
  const { $ref: _ignored, ...siblings } = schema;
  return { schema: { ...(isObject(target) ? target : {}), ...siblings }, ref: name };
}

/** "when `additionalInfo.checkoutMode` is CUSTOM" for the `if` schemas the document uses; a generic phrase otherwise. */
export function describeCondition(condition: Json | undefined, at: string[] = []): string {
  const parts: string[] = [];
  const walk = (s: Json | undefined, path: string[]) => {
    if (!isObject(s)) return;
    if ("const" in s) parts.push(`\`${fieldName(path) ?? "the body"}\` is ${show(s.const)}`);
    else if (Array.isArray(s.enum)) parts.push(`\`${fieldName(path) ?? "the body"}\` is one of ${list(s.enum)}`);
    if (isObject(s.properties)) for (const [name, sub] of Object.entries(s.properties)) walk(sub, [...path, name]);
  };
  walk(condition, at);
  return parts.length ? `when ${parts.join(" and ")}` : "under a condition (if)";
}

/** A `not` schema in words, for the cases the document uses (`not: { required: [...] }`). */
function describeNot(not: Json | undefined, path: string[]): string {
  if (isObject(not) && Array.isArray(not.required) && Object.keys(not).length === 1)
    return `${not.required.map((r) => `\`${[...path, typeof r === "string" ? r : JSON.stringify(r)].join(".")}\``).join(", ")} must not be sent`;
  return `a "not" rule (${JSON.stringify(not)})`;
}

const upperBounds = ["maxLength", "maxItems", "maxProperties", "maximum", "exclusiveMaximum"] as const;
const lowerBounds = ["minLength", "minItems", "minProperties", "minimum", "exclusiveMinimum"] as const;

/**
 * Compares two schemas at one place of a body (`path`), adding what changed to `ctx.out`. A missing
 * subschema accepts anything (`{}`), so an added `then` reads as new requirements, a removed one as
 * requirements lifted. `branch` names the condition or alternative the place is in.
 */
export function compare(
  ctx: Context,
  beforeRaw: Json | undefined,
  afterRaw: Json | undefined,
  path: string[],
  branch = "",
): void {
  const a = resolve(beforeRaw, ctx.defsBefore);
  const b = resolve(afterRaw, ctx.defsAfter);
  const pair = a.ref || b.ref ? `${a.ref}|${b.ref}` : null;
  if (pair) {
    if (ctx.refs.has(pair)) return;
    ctx.refs.add(pair);
  }
  try {
    compareResolved(ctx, a.schema, b.schema, path, branch);
  } finally {
    if (pair) ctx.refs.delete(pair);
  }
}

function compareResolved(ctx: Context, before: JsonObject, after: JsonObject, path: string[], branch: string): void {
  // Equal text is equal meaning only without references: a referenced definition may have changed.
  const text = key(before);
  if (text === key(after) && !text.includes('"$ref"')) return;
  const at = (text: string) => (branch ? `${text} ${branch}` : text);
  const name = fieldName(path);
  const subject = name ? `\`${name}\`` : "the body";

  // deprecated
  if (before.deprecated !== true && after.deprecated === true)
    record(ctx, path, "widens", at(`${subject} is deprecated`), "deprecated", true);
  else if (before.deprecated === true && after.deprecated !== true)
    record(ctx, path, "widens", at(`${subject} is no longer deprecated`), "changed", true);

  // What more or fewer values mean, in the words of who writes them.
  const saku = ctx.writer === "saku";
  const more = (values: string) => `${subject} ${saku ? "may now be" : "now also accepts"} ${values}`;
  const fewer = (values: string) => `${subject} ${saku ? "is no longer" : "no longer accepts"} ${values}`;

  // type, with null
  const ta = typeSet(before);
  const tb = typeSet(after);
  if (ta && !tb) record(ctx, path, "widens", at(`${subject} no longer declares a type (was ${[...ta].join(" | ")})`));
  else if (!ta && tb) record(ctx, path, "narrows", at(`${subject} now has type ${[...tb].join(" | ")}`));
  else if (ta && tb) {
    const added = [...tb].filter((t) => !ta.has(t));
    const removed = [...ta].filter((t) => !tb.has(t));
    if (added.length && removed.length)
      record(ctx, path, "alters", at(`${subject} changed type from ${[...ta].join(" | ")} to ${[...tb].join(" | ")}`));
    else if (added.length) record(ctx, path, "widens", at(more(added.join(", "))), "added");
    else if (removed.length) record(ctx, path, "narrows", at(fewer(removed.join(", "))));
  }

  // enum and const
  const ea = Array.isArray(before.enum) ? before.enum : null;
  const eb = Array.isArray(after.enum) ? after.enum : null;
  if (ea && eb) {
    const added = eb.filter((v) => !ea.some((w) => key(w) === key(v)));
    const removed = ea.filter((v) => !eb.some((w) => key(w) === key(v)));
    if (removed.length) record(ctx, path, "narrows", at(fewer(list(removed))));
    // New values in what Saku sends are compatible by the published policy.
    if (added.length) record(ctx, path, "widens", at(more(list(added))), "added", true);
  } else if (eb) record(ctx, path, "narrows", at(`${subject} is now limited to ${list(eb)}`));
  else if (ea) record(ctx, path, "widens", at(`${subject} is no longer limited to ${list(ea)}`));
  if ("const" in before || "const" in after) {
    if (!("const" in before)) record(ctx, path, "narrows", at(`${subject} must now be ${show(after.const)}`));
    else if (!("const" in after))
      record(ctx, path, "widens", at(`${subject} no longer has to be ${show(before.const)}`));
    else if (key(before.const) !== key(after.const))
      record(ctx, path, "alters", at(`${subject} changed from ${show(before.const)} to ${show(after.const)}`));
  }

  // bounds, pattern, format
  for (const k of upperBounds) {
    const x = before[k];
    const y = after[k];
    if (x === y) continue;
    if (typeof y === "number" && (typeof x !== "number" || y < x))
      record(ctx, path, "narrows", at(`${subject}: ${k} ${typeof x === "number" ? `${x} → ` : ""}${y}`));
    else record(ctx, path, "widens", at(`${subject}: ${k} ${show(x ?? "none")} → ${show(y ?? "none")}`));
  }
  for (const k of lowerBounds) {
    const x = before[k];
    const y = after[k];
    if (x === y) continue;
    if (typeof y === "number" && (typeof x !== "number" || y > x))
      record(ctx, path, "narrows", at(`${subject}: ${k} ${typeof x === "number" ? `${x} → ` : ""}${y}`));
    else record(ctx, path, "widens", at(`${subject}: ${k} ${show(x ?? "none")} → ${show(y ?? "none")}`));
  }
  for (const k of ["pattern", "format", "multipleOf"] as const) {
    const x = before[k];
    const y = after[k];
    if (key(x ?? null) === key(y ?? null)) continue;
    if (x === undefined) record(ctx, path, "narrows", at(`${subject}: new ${k} ${show(y)}`));
    else if (y === undefined) record(ctx, path, "widens", at(`${subject}: ${k} ${show(x)} removed`));
    else record(ctx, path, "alters", at(`${subject}: ${k} ${show(x)} → ${show(y)}`));
  }

  // properties and required
  const pa = isObject(before.properties) ? before.properties : {};
  const pb = isObject(after.properties) ? after.properties : {};
  const ra = new Set(Array.isArray(before.required) ? before.required.map(String) : []);
  const rb = new Set(Array.isArray(after.required) ? after.required.map(String) : []);
  const child = (n: string) => [...path, n];
  const childName = (n: string) => `\`${fieldName(child(n))}\``;
  for (const n of Object.keys(pa))
    if (!(n in pb)) {
      // A removed field is breaking wherever it is: a merchant that sends it may be refused.
      ctx.out.push({
        ...ctx.operation,
        breaking: true,
        kind: "removed",
        location: ctx.location,
        field: fieldName(child(n)),
        description: at(`${childName(n)} removed`),
      });
    }
  for (const n of Object.keys(pb))
    if (!(n in pa)) {
      if (rb.has(n) && !ra.has(n)) record(ctx, child(n), "narrows", at(`${childName(n)} added, required`), "added");
      else record(ctx, child(n), "widens", at(`${childName(n)} added${rb.has(n) ? "" : ", optional"}`), "added", true);
    }
  for (const n of rb)
    if (!ra.has(n) && (n in pa || !(n in pb))) record(ctx, child(n), "narrows", at(`${childName(n)} is now required`));
  for (const n of ra)
    if (!rb.has(n) && !(n in pa && !(n in pb)))
      record(
        ctx,
        child(n),
        "widens",
        at(saku ? `${childName(n)} may now be absent` : `${childName(n)} is now optional`),
      );
  for (const n of Object.keys(pa)) if (n in pb) compare(ctx, pa[n], pb[n], child(n), branch);

  // items, additionalProperties
  if (before.items !== undefined || after.items !== undefined)
    compare(ctx, before.items, after.items, [...path, "[]"], branch);
  if (before.additionalProperties === undefined && after.additionalProperties === false)
    record(ctx, path, "narrows", at(`${subject} no longer allows fields that are not listed`));
  else if (before.additionalProperties === false && after.additionalProperties === undefined)
    record(ctx, path, "widens", at(`${subject} now allows fields that are not listed`));
  else if (isObject(before.additionalProperties) || isObject(after.additionalProperties))
    compare(ctx, before.additionalProperties, after.additionalProperties, [...path, "*"], branch);

  // dependentRequired
  const da = isObject(before.dependentRequired) ? before.dependentRequired : {};
  const db = isObject(after.dependentRequired) ? after.dependentRequired : {};
  for (const trigger of new Set([...Object.keys(da), ...Object.keys(db)])) {
    const x = new Set(Array.isArray(da[trigger]) ? da[trigger].map(String) : []);
    const y = new Set(Array.isArray(db[trigger]) ? db[trigger].map(String) : []);
    const added = [...y].filter((n) => !x.has(n));
    const removed = [...x].filter((n) => !y.has(n));
    const when = `when ${childName(trigger)} is sent`;
    for (const n of added) record(ctx, child(n), "narrows", at(`${childName(n)} is now required ${when}`));
    for (const n of removed) record(ctx, child(n), "widens", at(`${childName(n)} is no longer required ${when}`));
  }

  // if / then / else
  if (key(before.if ?? null) !== key(after.if ?? null)) {
    if (before.if === undefined)
      record(ctx, path, "narrows", at(`new condition on ${subject}: ${describeCondition(after.if, path)}`));
    else if (after.if === undefined)
      record(ctx, path, "widens", at(`condition on ${subject} removed (${describeCondition(before.if, path)})`));
    else
      record(
        ctx,
        path,
        "alters",
        at(
          `condition on ${subject} changed: ${describeCondition(before.if, path)} → ${describeCondition(after.if, path)}`,
        ),
      );
  }
  if (before.if !== undefined || after.if !== undefined) {
    const when = describeCondition(after.if ?? before.if, path);
    const otherwise = when.startsWith("when `")
      ? when.replace(/^when /, "unless ")
      : "when the condition (if) does not hold";
    compare(ctx, before.then, after.then, path, joinBranch(branch, when));
    compare(ctx, before.else, after.else, path, joinBranch(branch, otherwise));
  }

  // not
  if (key(before.not ?? null) !== key(after.not ?? null)) {
    if (before.not === undefined) record(ctx, path, "narrows", at(describeNot(after.not, path)));
    else if (after.not === undefined) record(ctx, path, "widens", at(`no longer: ${describeNot(before.not, path)}`));
    else record(ctx, path, "alters", at(`changed: ${describeNot(before.not, path)} → ${describeNot(after.not, path)}`));
  }

  // allOf, anyOf, oneOf
  for (const k of ["allOf", "anyOf", "oneOf"] as const) {
    const xa = Array.isArray(before[k]) ? before[k] : [];
    const xb = Array.isArray(after[k]) ? after[k] : [];
    if (key(xa) === key(xb) && !key(xa).includes('"$ref"')) continue;
    const label = k === "allOf" ? "" : `in alternative %n of ${k}`;
    if (k !== "allOf" && !xa.length && xb.length)
      record(
        ctx,
        path,
        "narrows",
        at(`${subject} must now match ${k === "anyOf" ? "at least" : "exactly"} one of ${xb.length} alternatives`),
      );
    else if (k !== "allOf" && xa.length && !xb.length)
      record(ctx, path, "widens", at(`${subject} no longer has to match one of ${xa.length} alternatives (${k})`));
    else {
      for (let i = 0; i < Math.min(xa.length, xb.length); i++)
        compare(ctx, xa[i], xb[i], path, label ? joinBranch(branch, label.replace("%n", String(i + 1))) : branch);
      if (k === "allOf") {
        for (let i = xa.length; i < xb.length; i++) compare(ctx, {}, xb[i], path, branch);
        for (let i = xb.length; i < xa.length; i++) compare(ctx, xa[i], {}, path, branch);
      } else {
        if (xb.length > xa.length)
          record(
            ctx,
            path,
            k === "oneOf" ? "alters" : "widens",
            at(`${subject}: ${xb.length - xa.length} new alternative(s) in ${k}`),
            "added",
          );
        if (xa.length > xb.length)
          record(ctx, path, "narrows", at(`${subject}: ${xa.length - xb.length} alternative(s) of ${k} removed`));
      }
    }
  }
}

function joinBranch(outer: string, inner: string): string {
  return outer ? `${outer}, ${inner}` : inner;
}
