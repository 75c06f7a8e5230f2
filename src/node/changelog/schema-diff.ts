import {
  isObject,
  listOperations,
  operationSchemaFile,
  type JsonObject,
  type OperationEntry,
  type OperationSchemaFile,
} from "../openapi";
import { compare, record, type Context, type Writer } from "./schema-compare";
import type { ChangeKind, SchemaChange } from "./types";

export type { ChangeKind, SchemaChange } from "./types";

/**
 * The change gate's own comparison: each operation's request and response JSON Schemas,
 * as the build publishes them (`/openapi/operations/<id>.json`, src/node/openapi/operation-schema),
 * compared keyword by keyword for webhooks as for paths. It sees what api-smart-diff does not:
 * conditional requirements (`if`/`then`/`else`, `dependentRequired`, `anyOf`/`oneOf`, `not`),
 * webhook definitions, and type lists with `null`. Whether a change is breaking depends on who
 * writes the data: a merchant's request (or its answer to a notification) breaks when what is
 * accepted narrows; a response (or a notification the merchant receives) breaks when what the
 * merchant may receive widens, except what the published policy calls compatible (new fields and
 * new enum values in responses: guide/getting-started/integration-overview, "Versioning and
 * deprecation").
 */

interface OperationView {
  entry: OperationEntry;
  where: string;
  tag: string | null;
  file: OperationSchemaFile;
  deprecated: boolean;
}

function operationsOf(doc: JsonObject): Map<string, OperationView> {
  const views = new Map<string, OperationView>();
  for (const entry of listOperations(doc)) {
    const op = entry.operation;
    const lifecycle = isObject(op["x-lifecycle"]) ? op["x-lifecycle"] : {};
    const where = entry.webhook ? `webhook ${entry.key}` : `${entry.method} ${entry.key}`;
    views.set(where, {
      entry,
      where,
      tag: Array.isArray(op.tags) && typeof op.tags[0] === "string" ? op.tags[0] : null,
      file: operationSchemaFile(
        doc,
        entry,
        entry.key,
        typeof op["x-service-code"] === "string" ? op["x-service-code"] : "",
      ),
      deprecated: op.deprecated === true || lifecycle.status === "deprecated",
    });
  }
  return views;
}

/** Changes to the operations of two OpenAPI documents, each listed once, in document order. */
export function compareOperations(beforeDoc: unknown, afterDoc: unknown): SchemaChange[] {
  if (!isObject(beforeDoc) || !isObject(afterDoc)) return [];
  const before = operationsOf(beforeDoc);
  const after = operationsOf(afterDoc);
  const out: SchemaChange[] = [];
  /** A change to an operation as a whole (location null) or to one of its parts as a whole. */
  const whole = (
    v: OperationView,
    breaking: boolean,
    kind: ChangeKind,
    description: string,
    location: string | null = null,
  ) =>
    out.push({
      operationId: v.entry.operationId,
      where: v.where,
      tag: v.tag,
      breaking,
      kind,
      location,
      field: null,
      description,
    });
  // An operationId that leaves one method and path for another has moved (still breaking: the old path is gone).
  const movedTo = new Map<string, OperationView>();
  for (const v of after.values()) if (!before.has(v.where)) movedTo.set(v.entry.operationId, v);
  const moved = new Set<string>();

  for (const [where, a] of before) {
    const b = after.get(where);
    if (!b) {
      const target = movedTo.get(a.entry.operationId);
      whole(
        a,
        true,
        "removed",
        target ? `moved to ${target.where}` : `${a.entry.webhook ? "webhook" : "operation"} removed`,
      );
      if (target) moved.add(target.where);
      continue;
    }
    if (!a.deprecated && b.deprecated) whole(b, false, "deprecated", "deprecated");
    else if (a.deprecated && !b.deprecated) whole(b, false, "changed", "no longer deprecated");
    if (a.entry.operationId !== b.entry.operationId)
      whole(b, false, "changed", `operationId ${a.entry.operationId} → ${b.entry.operationId}`);
    const webhook = b.entry.webhook;
    const merchant: Writer = webhook ? "saku" : "merchant";
    const other: Writer = webhook ? "merchant" : "saku";
    const part = (location: string, writer: Writer, x: JsonObject | null, y: JsonObject | null) => {
      if (x === null && y === null) return;
      const ctx: Context = {
        operation: { operationId: b.entry.operationId, where: b.where, tag: b.tag },
        location,
        writer,
        defsBefore: isObject(x?.$defs) ? x.$defs : {},
        defsAfter: isObject(y?.$defs) ? y.$defs : {},
        out,
        refs: new Set(),
      };
      if (x === null) record(ctx, [], "narrows", `${location} added`, "added");
      else if (y === null) record(ctx, [], "widens", `${location} removed`, "removed");
      else compare(ctx, x, y, []);
    };
    const prefix = webhook ? "notification" : "request";
    part(`${prefix} headers`, merchant, a.file.headers, b.file.headers);
    part("query parameters", merchant, a.file.query, b.file.query);
    part(`${prefix} body`, merchant, a.file.body, b.file.body);
    const statuses = new Set([...Object.keys(a.file.responses), ...Object.keys(b.file.responses)]);
    for (const status of statuses) {
      const location = webhook ? `your response ${status}` : `response ${status}`;
      const x = a.file.responses[status] ?? null;
      const y = b.file.responses[status] ?? null;
      // A new status Saku may answer with is compatible (new response codes for new situations); for
      // a webhook the statuses are what Saku accepts from the merchant.
      if (x && y) part(location, other, x, y);
      else if (y)
        whole(
          b,
          webhook,
          "added",
          webhook ? `Saku now expects a ${status} answer` : `new response status ${status}`,
          location,
        );
      else
        whole(
          b,
          webhook,
          webhook ? "removed" : "changed",
          webhook ? `a ${status} answer is no longer accepted` : `response status ${status} removed`,
          location,
        );
    }
  }
  for (const [where, b] of after)
    if (!before.has(where) && !moved.has(where))
      whole(b, false, "added", `new ${b.entry.webhook ? "webhook" : "operation"}`);
  return dedupe(out);
}

/** One line per change: the same rule reached twice (a shared schema under two statuses stays, each is a place). */
function dedupe(changes: SchemaChange[]): SchemaChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const k = `${c.where}|${c.location}|${c.field}|${c.description}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
