import type { BlockContent, Content, PhrasingContent, Table, TableCell, TableRow } from "mdast";
import type {
  ApiPageData,
  BodyTable,
  CodeView,
  ExampleView,
  FieldChange,
  FieldRow,
  OperationSummary,
  OperationView,
  ResponseCodeView,
  RichNode,
} from "../../lib/openapi/types";
import {
  apiSections,
  catalogCodeAnchor,
  catalogHref,
  catalogRoute,
  codeText,
  operationSections,
  statusGroups,
  type ApiSection,
} from "../../lib/openapi/sections";
import { paragraph, strong, text, type MarkdownContext } from "./mdx-markdown";
import { changelogRoute, formatEntryDate } from "../../lib/changelog";

/**
 * The parts of an API page that come from the OpenAPI document (src/templates/api.tsx), as
 * Markdown nodes: the facts of an operation, then every section of its reference with the same
 * headings as the page, full parameter tables (nested fields as dotted paths), examples, code
 * samples and response codes; overview tables; the status table; the downloads.
 */

const inlineTags: Record<string, "strong" | "emphasis" | "delete"> = {
  strong: "strong",
  em: "emphasis",
  del: "delete",
};

function plain(nodes: RichNode[]): string {
  return nodes.map((n) => (typeof n === "string" ? n : plain(n.slice(2) as RichNode[]))).join("");
}

/** Rich text as phrasing content; block structure is flattened (for table cells). */
export function richInline(nodes: RichNode[], ctx: MarkdownContext): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  nodes.forEach((node, i) => {
    if (typeof node === "string") {
      out.push(text(node.replace(/\s*\n\s*/g, " ")));
      return;
    }
    const [tag, attrs, ...kids] = node;
    const inner = () => richInline(kids, ctx);
    if (tag === "code") out.push({ type: "inlineCode", value: plain(kids) });
    else if (tag === "a")
      out.push({
        type: "link",
        url: ctx.absoluteUrl((attrs && attrs.href) || ""),
        children: inner(),
      } as PhrasingContent);
    else if (tag in inlineTags) out.push({ type: inlineTags[tag], children: inner() });
    else if (tag === "br") out.push(text(" "));
    else if (tag === "li") out.push(...(i > 0 ? [text("; ")] : []), ...inner());
    else if (["p", "ul", "ol", "blockquote", "pre", "table"].includes(tag))
      out.push(...(out.length ? [text(" ")] : []), ...inner());
    else out.push(...inner());
  });
  return out;
}

/** Rich text as block content (paragraphs, lists, code, quotes, tables). */
export function richBlocks(nodes: RichNode[], ctx: MarkdownContext): Content[] {
  const out: Content[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    const inline = richInline(run, ctx);
    if (run.some((n) => typeof n !== "string" || n.trim())) out.push(paragraph(inline));
    run = [];
  };
  for (const node of nodes) {
    const tag = typeof node === "string" ? null : node[0];
    if (tag === null || !["p", "ul", "ol", "blockquote", "pre", "table"].includes(tag)) {
      run.push(node);
      continue;
    }
    flush();
    const kids = (node as RichNode[]).slice(2);
    if (tag === "p") out.push(paragraph(richInline(kids, ctx)));
    else if (tag === "ul" || tag === "ol") {
      const items = kids.filter((k): k is Exclude<RichNode, string> => typeof k !== "string" && k[0] === "li");
      out.push({
        type: "list",
        ordered: tag === "ol",
        spread: false,
        children: items.map((li) => ({
          type: "listItem",
          spread: false,
          children: richBlocks(li.slice(2) as RichNode[], ctx) as BlockContent[],
        })),
      });
    } else if (tag === "blockquote")
      out.push({ type: "blockquote", children: richBlocks(kids, ctx) as BlockContent[] });
    else if (tag === "pre") out.push({ type: "code", lang: null, value: plain(kids).replace(/\n$/, "") });
    else out.push(paragraph(richInline(kids, ctx)));
  }
  flush();
  return out;
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: "tableCell", children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: cells.map(cell) });
const code = (value: string): PhrasingContent => ({ type: "inlineCode", value });

function table(head: string[], rows: PhrasingContent[][][]): Table {
  return { type: "table", align: head.map(() => null), children: [row(head.map((h) => [text(h)])), ...rows.map(row)] };
}

function heading(section: ApiSection): Content {
  const { depth, value } = apiSections[section];
  return { type: "heading", depth: depth, children: [text(value)] };
}

function codeBlock(view: Pick<CodeView, "language" | "tokens" | "title">, withTitle = true): Content {
  return {
    type: "code",
    lang: view.language || null,
    meta: withTitle && view.title ? `title="${view.title.replace(/"/g, "'")}"` : null,
    value: codeText(view),
  };
}

/** `amount.value`, `urlParams[].url`: a row's full path, from its parents. */
export function fieldPath(rows: FieldRow[], index: number): string {
  const parts: string[] = [];
  for (let i = index; i >= 0; i = rows[i].parent)
    parts.unshift(rows[i].name + (i !== index && rows[i].type.startsWith("array") ? "[]" : ""));
  return parts.join(".");
}

const requirement: Record<FieldRow["required"], string> = {
  required: "Required",
  optional: "Optional",
  conditional: "Conditional",
};

/** "Added on 2 March 2026", linking the changelog entry when there is one (as the page's badge). */
function historyBadge(label: string, change: FieldChange | null, ctx: MarkdownContext): PhrasingContent {
  const words = change ? `${label} on ${formatEntryDate(change.date)}` : label;
  return change?.entry
    ? {
        type: "link",
        url: ctx.absoluteUrl(`${changelogRoute}#${change.entry}`),
        children: [{ type: "strong", children: [text(words)] }],
      }
    : strong(words);
}

/** The field's history as the page shows it: "Deprecated …" with its note, "Added on …". */
function fieldHistory(row: FieldRow, ctx: MarkdownContext): PhrasingContent[][] {
  const parts: PhrasingContent[][] = [];
  if (row.deprecated) {
    const note = richInline(row.deprecated.note, ctx);
    parts.push([
      historyBadge("Deprecated", row.deprecated.change, ctx),
      ...(note.length ? [text(": "), ...note] : [text(".")]),
    ]);
  }
  if (row.added) parts.push([historyBadge("Added", row.added, ctx), text(".")]);
  return parts;
}

/** A parameter table: every row, nested fields included, with all the page shows of each. */
export function fieldTable(rows: FieldRow[], ctx: MarkdownContext): Table {
  return table(
    ["Field", "Type", "Required", "Description"],
    rows.map((r, i) => {
      const description: PhrasingContent[] = [];
      const add = (parts: PhrasingContent[]) => {
        if (!parts.length) return;
        if (description.length) description.push(text(" "));
        description.push(...parts);
      };
      for (const part of fieldHistory(r, ctx)) add(part);
      if (r.condition) add([text(`${r.condition}.`)]);
      add(richInline(r.description, ctx));
      if (r.values)
        add([
          text(r.values.length === 1 ? "Value: " : "Values: "),
          ...r.values.flatMap((v, n) => [...(n ? [text(", ")] : []), code(v)]),
        ]);
      for (const c of r.constraints ?? []) add([text(`${c.label}: `), code(c.value)]);
      if (r.example !== undefined) add([text("Example: "), code(r.example)]);
      return [
        [code(fieldPath(rows, i))],
        [text(r.type + (r.length ? `, length ${r.length}` : ""))],
        [text(requirement[r.required])],
        description,
      ];
    }),
  );
}

function examples(list: ExampleView[], ctx: MarkdownContext): Content[] {
  return list.flatMap((e) => [
    paragraph([strong(e.status ? `HTTP ${e.status}: ${e.summary}` : e.summary)]),
    ...richBlocks(e.description, ctx),
    codeBlock(e.code, false),
  ]);
}

function responseTables(tables: BodyTable[], ctx: MarkdownContext): Content[] {
  return tables.flatMap((t) => [
    paragraph([
      strong(`HTTP ${t.statuses.join(", ")}`),
      ...(t.description.length ? [text(": "), ...richInline(t.description, ctx)] : []),
    ]),
    fieldTable(t.rows, ctx),
  ]);
}

const retry: Record<ResponseCodeView["retry"], string> = {
  no: "No",
  yes: "Yes",
  "same-reference": "Yes, with the same reference",
  inquiry: "Query the status first",
};

function responseCodes(codes: ResponseCodeView[], ctx: MarkdownContext): Content[] {
  return [
    paragraph([
      text("Each code links to its entry in the "),
      {
        type: "link",
        url: ctx.absoluteUrl(catalogRoute),
        children: [text("response-code catalog")],
      } as PhrasingContent,
      text(", which lists every code of the API."),
    ]),
    table(
      ["Code", "Message", "Meaning", "What to do", "Retry"],
      codes.map((c) => [
        [{ type: "link", url: ctx.absoluteUrl(catalogHref(c.code)), children: [code(c.code)] } as PhrasingContent],
        [text(c.message)],
        richInline(c.meaning, ctx),
        richInline(c.action, ctx),
        [text(retry[c.retry])],
      ]),
    ),
  ];
}

const apiType: Record<OperationView["apiType"], string> = {
  "access-token": "Access token",
  service: "Service",
  notification: "Notification (webhook)",
};

/** What an operation page shows above the writer's MDX: endpoint, facts, description. */
export function operationIntro(op: OperationView, product: string, ctx: MarkdownContext): Content[] {
  const notification = op.apiType === "notification";
  const facts: PhrasingContent[][] = [
    [
      strong("Endpoint:"),
      text(" "),
      code(`${op.method} ${op.path}`),
      ...(notification ? [text(" (sent to your notification URL)")] : []),
    ],
    [strong("API type:"), text(` ${apiType[op.apiType]}`)],
    [strong("Service code:"), text(" "), code(op.serviceCode)],
    [strong("Expected timeout:"), text(` ${op.timeoutSeconds} seconds`)],
    [
      strong("Direction:"),
      text(op.direction === "merchant-to-saku" ? ` Merchant → ${product}` : ` ${product} → merchant`),
    ],
    [strong("Status:"), text(` ${op.lifecycle.status}, since ${op.lifecycle.since}`)],
    [
      strong("Available in:"),
      text(
        ` ${[op.lifecycle.sandbox && "Sandbox", op.lifecycle.production && "Production"].filter(Boolean).join(", ") || "Not yet available"}`,
      ),
    ],
    [strong("Idempotency key:"), text(" "), ...richInline(op.idempotencyKey, ctx)],
    notification
      ? [strong("Sent to:"), text(" Your notification URL, registered in the merchant dashboard")]
      : [
          strong("Base URLs:"),
          text(" "),
          code(op.sandboxBaseUrl),
          text(" (sandbox), "),
          code(op.productionBaseUrl),
          text(" (production)"),
        ],
    [
      strong("Used in:"),
      text(" "),
      ...op.usedIn.flatMap((g, i) => [
        ...(i ? [text(", ")] : []),
        { type: "link", url: ctx.absoluteUrl(g.route), children: [text(g.title)] } as PhrasingContent,
      ]),
    ],
    [
      strong("JSON Schema:"),
      text(" "),
      {
        type: "link",
        url: ctx.absoluteUrl(op.schemaFile),
        children: [text(`${op.operationId}.json`)],
      } as PhrasingContent,
    ],
  ];
  return [
    {
      type: "list",
      ordered: false,
      spread: false,
      children: facts.map((f) => ({ type: "listItem", spread: false, children: [paragraph(f)] })),
    } as Content,
    ...richBlocks(op.description, ctx),
  ];
}

/** Everything an operation page shows after the writer's MDX, with the page's headings. */
export function operationReference(op: OperationView, product: string, ctx: MarkdownContext): Content[] {
  const notification = op.apiType === "notification";
  const out: Content[] = [];
  for (const section of operationSections(op)) {
    out.push(heading(section));
    switch (section) {
      case "rules":
        out.push({
          type: "list",
          ordered: false,
          spread: false,
          children: op.rules.map((r) => ({ type: "listItem", spread: false, children: richBlocks(r, ctx) })),
        } as Content);
        break;
      case "request":
        out.push(
          notification
            ? paragraph([
                text(`${product} sends `),
                code(op.method),
                text(" with these headers and body to your notification URL (conventionally ending in "),
                code(op.path),
                text(")."),
              ])
            : paragraph([
                text("Send "),
                code(op.method),
                text(" to the base URL followed by "),
                code(op.path),
                text(
                  op.query.length ? ", with the query parameters below." : op.requestBody ? ", with a JSON body." : ".",
                ),
              ]),
        );
        break;
      case "headers":
        out.push(fieldTable(op.headers, ctx));
        break;
      case "query":
        out.push(fieldTable(op.query, ctx));
        break;
      case "requestBody":
        if (op.requestBody)
          out.push(...richBlocks(op.requestBody.description, ctx), fieldTable(op.requestBody.rows, ctx));
        break;
      case "requestExamples":
        out.push(...examples(op.requestExamples, ctx));
        break;
      case "samples":
        out.push(
          ...richBlocks(op.samplesIntro, ctx),
          ...op.samples.flatMap((s) => [paragraph([strong(s.label)]), codeBlock(s)]),
        );
        break;
      case "response":
        out.push(
          notification
            ? paragraph([
                text(
                  `Your endpoint answers within ${op.timeoutSeconds} seconds with a JSON body of this shape and one of the response codes below.`,
                ),
              ])
            : paragraph([
                text("The answer is JSON. Branch on "),
                code("responseCode"),
                text(", not on the HTTP status or "),
                code("responseMessage"),
                text("."),
              ]),
        );
        break;
      case "responseBody":
        out.push(...responseTables(op.responseBodies, ctx));
        break;
      case "responseExamples":
        out.push(...examples(op.responseExamples, ctx));
        break;
      case "responseCodes":
        out.push(...responseCodes(op.responseCodes, ctx));
        break;
    }
  }
  return out;
}

function operationName(op: OperationSummary, ctx: MarkdownContext): PhrasingContent[] {
  return [
    { type: "link", url: ctx.absoluteUrl(op.route), children: [text(op.summary)] } as PhrasingContent,
    ...(op.direction === "saku-to-merchant" ? [text(" (notification to you)")] : []),
    text(" "),
    code(`${op.method} ${op.path}`),
  ];
}

function operationTable(operations: OperationSummary[], ctx: MarkdownContext): Table {
  return table(
    ["API", "Service code", "What it does"],
    operations.map((op) => [operationName(op, ctx), [code(op.serviceCode)], richInline(op.purpose, ctx)]),
  );
}

/** What an API page adds after its MDX body (src/templates/api.tsx, `Generated`). */
export function apiPageAfter(data: ApiPageData, product: string, ctx: MarkdownContext): Content[] {
  switch (data.kind) {
    case "operation":
      return operationReference(data.operation, product, ctx);
    case "overview":
      return [
        ...(data.mandatory.length
          ? [
              heading("mandatory"),
              paragraph([text("Every integration of this product calls or implements these.")]),
              operationTable(data.mandatory, ctx),
            ]
          : []),
        ...(data.optional.length
          ? [
              heading("optional"),
              paragraph([text("Use these where your flow needs them.")]),
              operationTable(data.optional, ctx),
            ]
          : []),
      ];
    case "status":
      return [
        heading("status"),
        ...statusGroups(data.operations).flatMap((g): Content[] => [
          { type: "heading", depth: 3, children: [text(g.product)] },
          table(
            ["Operation", "Status", "Sandbox", "Production", "Since"],
            g.operations.map((op) => [
              operationName(op, ctx),
              [text(op.lifecycle.status)],
              [text(op.lifecycle.sandbox ? "Available" : "Not available")],
              [text(op.lifecycle.production ? "Available" : "Not available")],
              [text(op.lifecycle.since)],
            ]),
          ),
        ]),
      ];
    case "catalog":
      return data.groups.flatMap((g) => [
        { type: "heading", depth: 2, children: [text(g.title)] },
        table(
          ["Code", "Service", "Case", "Message", "Meaning", "What to do", "Retry", "Returned by"],
          g.codes.map((c) => [
            [
              {
                type: "link",
                url: ctx.absoluteUrl(`${catalogRoute}#${catalogCodeAnchor(c.code)}`),
                children: [code(c.code)],
              } as PhrasingContent,
            ],
            [code(c.serviceCode)],
            [code(c.caseCode)],
            [text(c.message)],
            richInline(c.meaning, ctx),
            richInline(c.action, ctx),
            [text(retry[c.retry])],
            c.operations.flatMap((o, i) => [
              ...(i ? [text(", ")] : []),
              { type: "link", url: ctx.absoluteUrl(o.route), children: [text(o.summary)] } as PhrasingContent,
            ]),
          ]),
        ),
      ]);
    case "downloads":
      return [
        paragraph([text(`OpenAPI 3.1 document, API version ${data.version}:`)]),
        {
          type: "list",
          ordered: false,
          spread: false,
          children: data.downloads.map((d) => ({
            type: "listItem",
            spread: false,
            children: [
              paragraph([
                {
                  type: "link",
                  url: ctx.absoluteUrl(d.path),
                  children: [text(`${d.format} (${Math.max(1, Math.round(d.bytes / 1024))} KB)`)],
                } as PhrasingContent,
              ]),
            ],
          })),
        } as Content,
      ];
  }
}
