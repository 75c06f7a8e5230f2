/**
 * Build time only (scripts/build-mcp.ts; never bundled into the server): turns the site's own view
 * of each operation, the `OperationView` its API page rendered (public/page-data/…, built by
 * src/node/openapi/views.ts), into the record the server answers from (operation-record.ts). Rich
 * text becomes Markdown through the same functions that write the page's `.md` copy
 * (src/node/llms), so a field, condition, example or code reads as on the page.
 */
import {
  codeText,
  fieldPath,
  paragraph,
  richBlocks,
  richInline,
  stringify,
  type BodyTable,
  type ExampleView,
  type FieldRow,
  type MarkdownContext,
  type OperationView,
  type RichNode,
} from "./site-build";
import type { BodyRecord, ExampleRecord, FieldRecord, OperationRecord } from "./operation-record";

const trimmed = (markdown: string) => markdown.replace(/\n+$/, "");

/** Rich block text (paragraphs, lists, code) as Markdown; "" when empty. */
export function blocksMarkdown(nodes: RichNode[], ctx: MarkdownContext): string {
  return nodes.length ? trimmed(stringify(richBlocks(nodes, ctx))) : "";
}

/** Rich text as one line of Markdown (as in a table cell of the `.md` copy); "" when empty. */
export function inlineMarkdown(nodes: RichNode[], ctx: MarkdownContext): string {
  return nodes.length ? trimmed(stringify([paragraph(richInline(nodes, ctx))])) : "";
}

function fieldsOf(rows: FieldRow[], ctx: MarkdownContext): FieldRecord[] {
  return rows.map((row, i) => {
    const field: FieldRecord = {
      path: fieldPath(rows, i),
      type: row.type,
      required: row.required,
      description: inlineMarkdown(row.description, ctx),
    };
    if (row.length) field.length = row.length;
    if (row.condition) field.condition = row.condition;
    if (row.values) field.values = row.values;
    if (row.constraints?.length) field.constraints = Object.fromEntries(row.constraints.map((c) => [c.label, c.value]));
    if (row.example !== undefined) field.example = row.example;
    if (row.added) field.added = row.added.date;
    if (row.deprecated)
      field.deprecated = { on: row.deprecated.change?.date ?? null, note: inlineMarkdown(row.deprecated.note, ctx) };
    return field;
  });
}

const bodyOf = (table: BodyTable, ctx: MarkdownContext): BodyRecord => ({
  statuses: table.statuses,
  description: inlineMarkdown(table.description, ctx),
  fields: fieldsOf(table.rows, ctx),
});

function exampleOf(example: ExampleView, ctx: MarkdownContext): ExampleRecord {
  const source = codeText(example.code);
  let value: unknown = source;
  try {
    value = JSON.parse(source);
  } catch {
    // Not JSON (the document's examples are): kept as the page shows it.
  }
  const description = blocksMarkdown(example.description, ctx);
  return {
    ...(example.status ? { status: example.status } : {}),
    summary: example.summary,
    ...(description ? { description } : {}),
    value,
  };
}

/** The record of one operation from its API page's view. */
export function operationRecord(
  op: OperationView,
  page: { route: string; product: string },
  ctx: MarkdownContext,
): OperationRecord {
  return {
    operationId: op.operationId,
    summary: op.summary,
    product: page.product,
    method: op.method,
    path: op.path,
    apiType: op.apiType,
    direction: op.direction,
    requirement: op.requirement,
    serviceCode: op.serviceCode,
    status: op.lifecycle.status,
    since: op.lifecycle.since,
    sandbox: op.lifecycle.sandbox,
    production: op.lifecycle.production,
    timeoutSeconds: op.timeoutSeconds,
    idempotencyKey: inlineMarkdown(op.idempotencyKey, ctx),
    purpose: inlineMarkdown(op.purpose, ctx),
    description: blocksMarkdown(op.description, ctx),
    rules: op.rules.map((r) => blocksMarkdown(r, ctx)),
    route: page.route,
    usedIn: op.usedIn.map((g) => ({ title: g.title, url: ctx.absoluteUrl(g.route) })),
    headers: fieldsOf(op.headers, ctx),
    query: fieldsOf(op.query, ctx),
    requestBody: op.requestBody ? bodyOf(op.requestBody, ctx) : null,
    responseBodies: op.responseBodies.map((t) => bodyOf(t, ctx)),
    requestExamples: op.requestExamples.map((e) => exampleOf(e, ctx)),
    responseExamples: op.responseExamples.map((e) => exampleOf(e, ctx)),
    samplesIntro: blocksMarkdown(op.samplesIntro, ctx),
    samples: op.samples.map((s) => ({ language: s.value, label: s.label, title: s.title, code: codeText(s) })),
    responseCodes: op.responseCodes.map((c) => ({
      code: c.code,
      httpStatus: c.code.slice(0, 3),
      message: c.message,
      meaning: inlineMarkdown(c.meaning, ctx),
      action: inlineMarkdown(c.action, ctx),
      retry: c.retry,
    })),
  };
}
