import { isCalendarDay } from "../calendar-day";
import {
  isObject,
  pointerJoin,
  pointerSegments,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
} from "./document";

/**
 * Field-level history: a field or parameter added after its operation's launch shows
 * "Added on …" beside it, a deprecated one "Deprecated" with what to do instead. Writers mark it
 * in the OpenAPI document (docs/openapi.md, "Field history"):
 *
 * - `x-added: 2026-03-02`: the day of the changelog entry that announced the field;
 * - `deprecated: true` (OpenAPI's own keyword), optionally with `x-deprecated-on: 2026-03-02` (the
 *   day of the entry that announced the deprecation) and `x-deprecation-note` (markdown: what to use
 *   instead).
 *
 * The build checks the marks' shape and place (here, from validate.ts) and that each date is the
 * day of a changelog entry of that kind listing an operation that uses the field
 * (`fieldHistoryProblems`, from src/node/changelog), so a badge and the changelog never disagree.
 */

export const addedKey = "x-added";
export const deprecatedOnKey = "x-deprecated-on";
export const deprecationNoteKey = "x-deprecation-note";
/** The extensions, for the JSON Schema validator (they sit in property schemas). */
export const fieldHistoryKeywords = [addedKey, deprecatedOnKey, deprecationNoteKey] as const;

export interface FieldHistory {
  /** `YYYY-MM-DD` (`x-added`). */
  added: string | null;
  /** `deprecated: true`. */
  deprecated: boolean;
  /** `YYYY-MM-DD` (`x-deprecated-on`). */
  deprecatedOn: string | null;
  /** Markdown (`x-deprecation-note`). */
  deprecationNote: string | null;
}

/** The history marks of a property schema or parameter object; null when it has none. */
export function readFieldHistory(node: JsonObject): FieldHistory | null {
  const str = (v: Json | undefined) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const history: FieldHistory = {
    added: str(node[addedKey]),
    deprecated: node.deprecated === true,
    deprecatedOn: str(node[deprecatedOnKey]),
    deprecationNote: str(node[deprecationNoteKey]),
  };
  return history.added || history.deprecated || history.deprecatedOn || history.deprecationNote ? history : null;
}

/** A day written `YYYY-MM-DD` that exists in the calendar. */
export function isIsoDay(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value);
}

export interface FieldHistoryIssue {
  pointer: string;
  message: string;
}

/** Where marks may be written: a property schema (under `properties`) or a parameter object. */
function isMarkable(node: JsonObject, pointer: string): boolean {
  const segments = pointerSegments(pointer);
  if (segments[segments.length - 2] === "properties") return true;
  return typeof node.in === "string" && typeof node.name === "string";
}

/** Keys whose values are data, not document structure: marks inside them are example values. */
const dataKeys = new Set(["example", "examples", "default", "const", "enum"]);

/**
 * Checks every history mark of the document: dates written `YYYY-MM-DD` and real, a deprecation
 * date or note only with `deprecated: true`, marks only on fields and parameters. Each issue names
 * the JSON pointer of the mark.
 */
export function fieldHistoryIssues(doc: JsonObject): FieldHistoryIssue[] {
  const issues: FieldHistoryIssue[] = [];
  const check = (node: JsonObject, pointer: string) => {
    const present = fieldHistoryKeywords.filter((k) => node[k] !== undefined);
    if (!present.length) return;
    if (!isMarkable(node, pointer)) {
      issues.push({
        pointer: pointerJoin(pointer, present[0]),
        message: `${present.join(", ")} can only mark a field (a schema under properties, beside its $ref if it has one) or a parameter`,
      });
      return;
    }
    for (const key of [addedKey, deprecatedOnKey]) {
      const value = node[key];
      if (value !== undefined && !isIsoDay(value))
        issues.push({
          pointer: pointerJoin(pointer, key),
          message: `must be a real day written YYYY-MM-DD (the date of the changelog entry that announced it), not ${JSON.stringify(value)}`,
        });
    }
    const note = node[deprecationNoteKey];
    if (note !== undefined && (typeof note !== "string" || !note.trim()))
      issues.push({
        pointer: pointerJoin(pointer, deprecationNoteKey),
        message: "must be text (markdown): what to use instead",
      });
    for (const key of [deprecatedOnKey, deprecationNoteKey])
      if (node[key] !== undefined && node.deprecated !== true)
        issues.push({ pointer: pointerJoin(pointer, key), message: "needs deprecated: true beside it" });
    const added = node[addedKey];
    const deprecatedOn = node[deprecatedOnKey];
    if (isIsoDay(added) && isIsoDay(deprecatedOn) && deprecatedOn < added)
      issues.push({
        pointer: pointerJoin(pointer, deprecatedOnKey),
        message: `${deprecatedOn} is before the field was added (${addedKey}: ${added})`,
      });
  };
  const walk = (node: Json, pointer: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, pointerJoin(pointer, i)));
    else if (isObject(node)) {
      check(node, pointer);
      for (const [key, value] of Object.entries(node))
        if (!dataKeys.has(key) || pointerSegments(pointer).pop() === "properties")
          walk(value, pointerJoin(pointer, key));
    }
  };
  walk(doc, "#");
  return issues;
}

/** A marked field or parameter, where the mark is written, and the operations whose tables show it. */
export interface FieldMark extends FieldHistory {
  pointer: string;
  operations: string[];
}

/** Every marked field and parameter of the operations' headers, query parameters and bodies. */
export function fieldMarks(doc: JsonObject, operations: OperationEntry[]): FieldMark[] {
  const marks = new Map<string, FieldMark>();
  const note = (node: Json | undefined, pointer: string, operationId: string) => {
    const history = isObject(node) ? readFieldHistory(node) : null;
    if (!history) return;
    const mark = marks.get(pointer) ?? { ...history, pointer, operations: [] };
    if (!mark.operations.includes(operationId)) mark.operations.push(operationId);
    marks.set(pointer, mark);
  };
  /** A pointer with `$ref`s followed (an object that is only a reference, or a Reference Object). */
  const target = (pointer: string): string => {
    let p = pointer;
    for (let i = 0; i < 20; i++) {
      const node = resolvePointer(doc, p);
      if (!isObject(node) || typeof node.$ref !== "string") return p;
      p = node.$ref;
    }
    return p;
  };
  for (const entry of operations) {
    const seen = new Set<string>();
    const visit = (pointer: string) => {
      const at = target(pointer);
      if (seen.has(at)) return;
      seen.add(at);
      const node = resolvePointer(doc, at);
      if (!isObject(node)) return;
      if (isObject(node.properties))
        for (const name of Object.keys(node.properties)) {
          const property = pointerJoin(at, "properties", name);
          note(resolvePointer(doc, property), property, entry.operationId);
          visit(property);
        }
      for (const key of ["items", "additionalProperties"]) if (isObject(node[key])) visit(pointerJoin(at, key));
      for (const key of ["allOf", "anyOf", "oneOf"]) {
        const list = node[key];
        if (Array.isArray(list)) list.forEach((_, i) => visit(pointerJoin(at, key, i)));
      }
    };
    const params = entry.operation.parameters;
    if (Array.isArray(params))
      params.forEach((_, i) => {
        const at = target(pointerJoin(entry.pointer, "parameters", i));
        note(resolvePointer(doc, at), at, entry.operationId);
      });
    const requestBody = target(pointerJoin(entry.pointer, "requestBody"));
    visit(pointerJoin(requestBody, "content", "application/json", "schema"));
    const responses = entry.operation.responses;
    if (isObject(responses))
      for (const status of Object.keys(responses)) {
        const response = target(pointerJoin(entry.pointer, "responses", status));
        visit(pointerJoin(response, "content", "application/json", "schema"));
      }
  }
  return [...marks.values()];
}

export type FieldChangeKind = "added" | "deprecated";
