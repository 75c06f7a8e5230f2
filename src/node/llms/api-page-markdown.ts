import type { Content, PhrasingContent, Table } from "mdast";
import type {
  ApiPageData,
  BodyTable,
  ExampleView,
  OperationSummary,
  OperationView,
  ResponseCodeView,
} from "../../lib/openapi/types";
import { catalogCodeAnchor, catalogHref, catalogRoute, operationSections, statusGroups } from "../../lib/openapi";
import { paragraph, strong, text, type MarkdownContext } from "./mdx-markdown";
import { code, codeBlock, fieldTable, heading, richBlocks, richInline, table } from "./api-markdown";

/**
 * The parts of an API page that come from the OpenAPI document (src/components/ApiPage), as
 * Markdown nodes: the facts of an operation, then every section of its reference with the same
 * headings as the page, full parameter tables (nested fields as dotted paths), examples, code
 * samples and response codes; overview tables; the status table; the downloads.
 */

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
          ...op.samples
            .filter((s) => !ctx.sampleLanguage || s.value === ctx.sampleLanguage)
            .flatMap((s) => [paragraph([strong(s.label)]), codeBlock(s)]),
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

/** What an API page adds after its MDX body (src/templates/api.tsx, api-overview.tsx and api-catalog.tsx). */
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
