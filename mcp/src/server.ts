/**
 * The docs MCP server: tools and resources over the docs data (docs-data.ts). Every rule comes
 * from the site's own code: the search engine (search-adapter.ts), the request checker
 * (src/lib/json-schema-check.ts) and the signature playground (src/lib/signature-playground.ts).
 * A tool that fails throws; the SDK answers with an `isError` result carrying the message.
 */
import { webcrypto, randomBytes } from "node:crypto";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import { checkJson, parseJsonText, type JsonSchema, type JsonPath } from "../../src/lib/json-schema-check";
import { runPlayground, type PlaygroundInput } from "../../src/lib/signature-playground";
import { generateKeyPairPem } from "../../src/lib/signature-crypto";
import {
  ACCESS_TOKEN_PATH,
  DEFAULT_CHANNEL_ID,
  externalIdFrom,
  timestampGmt7,
  type SignatureCase,
} from "../../src/lib/signature";
import { editDistance, excerptOf } from "../../src/lib/search";
import type { DocsData, PageEntry } from "./docs-data";
import {
  DEFAULT_SECTIONS,
  findOperation,
  LookupError,
  OPERATION_SECTIONS,
  operationSections,
  responseCodeRows,
  SECTION_CONTENTS,
} from "./operations";
import { findSection, headingForAnchor, headingsOf, pagePart, type Heading } from "./page-parts";
import { SEARCH_CONTEXTS } from "./search-adapter";

export const SERVER_NAME = "saku-docs";
/** Characters `read_page` returns per call unless asked otherwise. */
export const DEFAULT_PAGE_CHARS = 20_000;
/** Response codes `list_response_codes` returns per call unless asked otherwise. */
export const DEFAULT_CODE_LIMIT = 25;

const subtle = webcrypto.subtle as SubtleCrypto;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A JSON pointer (RFC 6901) for a checker path: `/amount/value`, `/urlParams/0/url`, "" for the root. */
export function jsonPointer(path: JsonPath): string {
  return path.map((p) => `/${String(p).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** `/guide/authentication/` from a route, a `.md` path, a page URL or a URL with the base path. */
export function normaliseRoute(input: string, siteUrl: string): string {
  let p = input.trim();
  const base = new URL(siteUrl);
  if (/^https?:\/\//i.test(p)) {
    let url: URL | null = null;
    try {
      url = new URL(p);
    } catch {
      // Not a URL after all: read as a route.
    }
    if (url && url.host !== base.host)
      throw new LookupError(
        `${url.host} is not this docs site (${base.host}): give a route or a URL of ${base.origin}.`,
      );
    if (url) p = url.pathname;
  }
  p = p.split(/[?#]/)[0];
  if (!p.startsWith("/")) p = `/${p}`;
  if (p.startsWith(base.pathname)) p = `/${p.slice(base.pathname.length)}`;
  else if (`${p}/` === base.pathname) p = "/";
  p = p
    .replace(/\/index\.md$/, "/")
    .replace(/\.md$/, "")
    .replace(/\/index\.html$/, "/")
    .replace(/\.html$/, "");
  return p === "/" || p.endsWith("/") ? p : `${p}/`;
}

/** `/v1.0/x?y=1` from `https://host/v1.0/x?y=1`; anything else as given. */
function pathOfUrl(input: string): string {
  const trimmed = input.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return `${url.pathname}${url.search}`;
  } catch {
    return trimmed;
  }
}

/** Routes close to one that does not exist: sharing its last segment, or a near spelling of it. */
const closeRoutes = (pages: Map<string, PageEntry>, route: string): string[] => {
  const last = route.split("/").filter(Boolean).pop() ?? "";
  if (!last) return [];
  const lastOf = (r: string) => r.split("/").filter(Boolean).pop() ?? "";
  const max = Math.max(2, Math.floor(last.length / 4));
  return [...pages.keys()]
    .map((r) => ({ r, d: r.includes(last) ? 0 : editDistance(lastOf(r), last, max) }))
    .filter(({ d }) => d <= max)
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map(({ r }) => r);
};

/** Compact JSON as the text content: the same data as `structuredContent`, without indentation. */
const text = (value: unknown) => [{ type: "text" as const, text: JSON.stringify(value) }];

/** Plain words of Markdown, for an excerpt: no fences, table rules, heading marks, link targets or emphasis. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,}).*$/gm, "")
    .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*$/gm, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`|>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Builds the server over loaded docs data. Connect it to a transport (cli.ts uses stdio). */
export function createDocsServer(data: DocsData): McpServer {
  const { build } = data;
  const operations = data.operations;
  const headingCache = new Map<string, Heading[]>();
  const headingsOfPage = (page: PageEntry) => {
    let list = headingCache.get(page.route);
    if (!list) headingCache.set(page.route, (list = headingsOf(data.readPage(page.route), page.toc)));
    return list;
  };
  /**
   * A hit's excerpt: the site engine's, else (a section that opens with code, a table or a
   * sub-heading, whose indexed text is empty) the start of the section's Markdown as plain words,
   * else the page's description.
   */
  const excerptFor = (route: string, hash: string, excerpt: string, terms: string[]): string => {
    if (excerpt.trim()) return excerpt;
    const page = data.pages.get(route);
    if (!page) return "";
    const markdown = data.readPage(route);
    const heading = hash ? headingForAnchor(hash, headingsOfPage(page)) : undefined;
    const start = markdown.indexOf("\n", heading ? heading.offset : 0) + 1;
    const body = plainText(markdown.slice(start, heading ? heading.end : markdown.length).slice(0, 4000));
    return excerptOf(body || page.description || page.title, terms);
  };
  const about = `${build.title} ${build.version}, built ${build.builtAt}${build.commit ? ` from commit ${build.commit}` : ""}`;
  const server = new McpServer(
    { name: SERVER_NAME, title: `${build.product} docs`, version: build.version },
    {
      instructions:
        `The ${build.product} merchant API v2 documentation (${about}), bundled: nothing is fetched. ` +
        `Use search_docs to find pages, read_page to read one, get_operation and validate_request for the API contract, ` +
        `sign_request to compare a signature's intermediate values, list_response_codes for response codes. ` +
        `Cite pages by their url. Site: ${build.siteUrl}`,
    },
  );

  const docsBuild = { version: build.version, builtAt: build.builtAt, commit: build.commit };
  const docsBuildSchema = z.object({ version: z.string(), builtAt: z.string(), commit: z.string().nullable() });

  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Full-text search over the guides and API pages, ranked as the site's search ranks them. Returns the best sections first, each with its page route, URL and the URL of the page's Markdown copy.",
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe("Words to find, e.g. `create order` or `X-PARTNER-ID`"),
        context: z
          .enum(SEARCH_CONTEXTS)
          .optional()
          .describe("`guide` (Integration Guides) or `api` (API List); both when absent"),
        limit: z.number().int().min(1).max(20).default(5).describe("Most results (1-20, default 5)"),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            section: z.string(),
            route: z.string(),
            url: z.string(),
            markdownUrl: z.string(),
            breadcrumb: z.string(),
            excerpt: z.string(),
            context: z.enum(SEARCH_CONTEXTS),
          }),
        ),
        docsBuild: docsBuildSchema,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, context, limit }) => {
      const results = data.search.search(query, { limit, context }).map((hit) => {
        const page = data.pages.get(hit.route);
        const pageUrl = page?.url ?? `${build.siteUrl}${hit.route.slice(1)}`;
        return {
          title: hit.title,
          section: hit.section,
          route: hit.route,
          url: hit.hash ? `${pageUrl}#${hit.hash}` : pageUrl,
          markdownUrl: page?.markdownUrl ?? "",
          breadcrumb: hit.breadcrumbs.join(" › "),
          excerpt: excerptFor(hit.route, hit.hash, hit.excerpt, hit.terms),
          context: hit.context,
        };
      });
      const structuredContent = { results, docsBuild };
      return { content: text(structuredContent), structuredContent };
    },
  );

  server.registerTool(
    "read_page",
    {
      title: "Read a docs page",
      description:
        "One page of the docs as Markdown (API pages with their header, field and response-code tables, examples and code samples). " +
        "Long pages come in parts that end at a heading or between blocks, never inside a code block or table: call again with `offset` = `nextOffset` until it is null. " +
        "The first part lists the page's sections (`toc`); `section` (an anchor such as `response-codes`, or a heading's title) reads one section, also in parts.",
      inputSchema: {
        route: z
          .string()
          .trim()
          .min(1)
          .describe(
            "The page's route (`/guide/authentication`), its URL or its `.md` URL, as search_docs returns them; a `#anchor` reads that section",
          ),
        section: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe("One section: its anchor from `toc` or a search result's URL (`response-codes`), or its heading"),
        offset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe(
            "Character offset in the page to start from: a `nextOffset` (default: the page's or section's start)",
          ),
        maxChars: z
          .number()
          .int()
          .min(1000)
          .max(100_000)
          .default(DEFAULT_PAGE_CHARS)
          .describe(`Most characters to return (1000-100000, default ${DEFAULT_PAGE_CHARS})`),
      },
      outputSchema: {
        route: z.string(),
        title: z.string(),
        description: z.string(),
        url: z.string(),
        markdownUrl: z.string(),
        section: z.object({ id: z.string(), title: z.string(), url: z.string() }).nullable(),
        markdown: z.string(),
        offset: z.number(),
        nextOffset: z.number().nullable(),
        totalChars: z.number(),
        toc: z.array(z.object({ depth: z.number(), title: z.string(), id: z.string(), chars: z.number() })).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ route, section, offset, maxChars }) => {
      const normalised = normaliseRoute(route, build.siteUrl);
      const page = data.pages.get(normalised);
      if (!page) {
        const close = closeRoutes(data.pages, normalised);
        throw new LookupError(
          `No page at ${normalised}.${close.length ? ` Did you mean ${close.join(", ")}?` : ""} Find pages with search_docs, or read the llms.txt resource for the list.`,
        );
      }
      const markdown = data.readPage(page.route);
      const headings = headingsOfPage(page);
      const hash = /#(.+)$/.exec(route.trim())?.[1];
      let heading: Heading | undefined;
      if (section) {
        heading = findSection(section, headings);
        if (!heading)
          throw new LookupError(
            `${page.route} has no section "${section}". Its sections: ${headings.map((h) => `${h.id} (${h.title})`).join(", ") || "none"}.`,
          );
      } else if (hash) heading = headingForAnchor(decodeURIComponent(hash), headings);
      const start = heading?.offset ?? 0;
      const limit = heading?.end ?? markdown.length;
      const from = offset ?? start;
      if (from < start || from >= limit)
        throw new RangeError(
          heading
            ? `offset ${from} is outside section ${heading.id} of ${page.route} (characters ${start} to ${limit}).`
            : `offset ${from} is past the end of ${page.route} (${markdown.length} characters).`,
        );
      const part = pagePart(markdown, from, maxChars, limit);
      const toc =
        from === 0 && !heading
          ? headings.map((h) => ({ depth: h.depth, title: h.title, id: h.id, chars: h.end - h.offset }))
          : undefined;
      const structuredContent = {
        route: page.route,
        title: page.title,
        description: page.description,
        url: page.url,
        markdownUrl: page.markdownUrl,
        section: heading ? { id: heading.id, title: heading.title, url: `${page.url}#${heading.id}` } : null,
        markdown: part.text,
        offset: from,
        nextOffset: part.next,
        totalChars: markdown.length,
        ...(toc ? { toc } : {}),
      };
      // The Markdown itself is the text content; the structured copy carries the paging and the contents.
      const contents =
        toc && part.next !== null && toc.length
          ? `[${page.route} has ${markdown.length} characters in parts; read one section with section=<id>:\n${toc
              .map((h) => `${"  ".repeat(Math.max(0, h.depth - 2))}- ${h.id}: ${h.title} (${h.chars} characters)`)
              .join("\n")}]\n\n`
          : "";
      const where = heading ? `section ${heading.id} of ${page.route}` : page.route;
      const note = part.next === null ? "" : `\n\n[Part of ${where}: continue with offset ${part.next}.]`;
      return { content: [{ type: "text" as const, text: `${contents}${part.text}${note}` }], structuredContent };
    },
  );

  const operationInput = {
    operationId: z.string().trim().min(1).optional().describe("The operation's id, e.g. `pgCreateOrder`"),
    method: z.string().trim().min(1).optional().describe("HTTP method, with `path`, when the id is not known"),
    path: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("Path without the host, e.g. `/v1.0/debit/payment-host-to-host`"),
  };

  const fieldSchema = z.object({
    path: z.string(),
    type: z.string(),
    length: z.string().optional(),
    required: z.enum(["required", "optional", "conditional"]),
    condition: z.string().optional(),
    description: z.string(),
    values: z.array(z.string()).optional(),
    constraints: z.record(z.string(), z.string()).optional(),
    example: z.string().optional(),
    added: z.string().optional(),
    deprecated: z.object({ on: z.string().nullable(), note: z.string() }).optional(),
  });
  const bodySchema = z.object({ statuses: z.array(z.string()), description: z.string(), fields: z.array(fieldSchema) });
  const exampleSchema = z.object({
    status: z.string().optional(),
    summary: z.string(),
    description: z.string().optional(),
    value: z.unknown(),
  });
  const codeSchema = z.object({
    code: z.string(),
    httpStatus: z.string(),
    message: z.string(),
    meaning: z.string(),
    action: z.string(),
    retry: z.enum(["no", "yes", "same-reference", "inquiry"]),
    operationId: z.string(),
    operation: z.string(),
    serviceCode: z.string(),
    url: z.string(),
  });
  const sectionList = OPERATION_SECTIONS.map((s) => `\`${s}\` (${SECTION_CONTENTS[s]})`).join("; ");

  server.registerTool(
    "get_operation",
    {
      title: "Get an API operation",
      description:
        "One operation of the API by operationId or by method and path, as its API page documents it: every field with its type, length, " +
        "whether it is required (or when, for conditional fields), its description, values, constraints and example. " +
        `Ask for the parts you need with \`sections\`: ${sectionList}. ` +
        `Default: ${DEFAULT_SECTIONS.join(", ")}. Notifications (${build.product} calls you) are included: their request is what you receive.`,
      inputSchema: {
        ...operationInput,
        sections: z
          .array(z.enum(OPERATION_SECTIONS))
          .min(1)
          .optional()
          .describe(`Parts to return (default ${DEFAULT_SECTIONS.join(", ")}): ${OPERATION_SECTIONS.join(", ")}`),
        language: z
          .enum(["curl", "node", "python", "go", "java", "php"])
          .optional()
          .describe("With `samples`: only this language's code sample"),
      },
      outputSchema: {
        operationId: z.string(),
        summary: z.string(),
        method: z.string(),
        path: z.string(),
        sections: z.array(z.enum(OPERATION_SECTIONS)),
        purpose: z.string().optional(),
        description: z.string().optional(),
        product: z.string().optional(),
        serviceCode: z.string().optional(),
        apiType: z.string().optional(),
        direction: z.string().optional(),
        requirement: z.string().optional(),
        status: z.string().optional(),
        since: z.string().optional(),
        availableIn: z.array(z.string()).optional(),
        signing: z.object({ kind: z.string(), cases: z.array(z.string()), note: z.string() }).optional(),
        rules: z.array(z.string()).optional(),
        timeoutSeconds: z.number().optional(),
        idempotencyKey: z.string().optional(),
        url: z.string().optional(),
        markdownUrl: z.string().nullable().optional(),
        usedIn: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
        contents: z.record(z.string(), z.unknown()).optional(),
        headers: z.array(fieldSchema).optional(),
        queryParameters: z.array(fieldSchema).optional(),
        requestBody: bodySchema.nullable().optional(),
        responseBodies: z.array(bodySchema).optional(),
        requestExamples: z.array(exampleSchema).optional(),
        responseExamples: z.array(exampleSchema).optional(),
        responseCodes: z.array(codeSchema).optional(),
        samplesIntro: z.string().optional(),
        samples: z
          .array(z.object({ language: z.string(), label: z.string(), title: z.string(), code: z.string() }))
          .optional(),
        requestSchema: z.record(z.string(), z.unknown()).nullable().optional(),
        responseSchemas: z.record(z.string(), z.unknown()).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ sections, language, ...by }) => {
      const structuredContent = operationSections(data, findOperation(operations, by), sections ?? [], language);
      return { content: text(structuredContent), structuredContent };
    },
  );

  const violation = z.object({
    location: z.enum(["body", "headers", "query"]),
    pointer: z.string(),
    keyword: z.string(),
    message: z.string(),
  });

  server.registerTool(
    "validate_request",
    {
      title: "Check a request against the schema",
      description:
        "Checks a request body (and optionally headers and query parameters) against the operation's JSON Schema with the site's request checker. Returns `valid` and every error with its JSON pointer. It checks shape only: no signature, duplicate or business rule, and nothing is sent.",
      inputSchema: {
        operationId: z.string().trim().min(1).describe("The operation's id, e.g. `pgCreateOrder`"),
        body: z
          .unknown()
          .optional()
          .describe("The request body: a JSON object, or the JSON text exactly as you would send it"),
        headers: z.record(z.string(), z.string()).optional().describe("Request headers by name (any case)"),
        query: z.record(z.string(), z.string()).optional().describe("Query parameters by name"),
      },
      outputSchema: {
        operationId: z.string(),
        valid: z.boolean(),
        errors: z.array(violation),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ operationId, body, headers, query }) => {
      const op = findOperation(operations, { operationId });
      const file = data.operationSchemaFile(op.operationId);
      if (!isObject(file)) throw new LookupError(`No JSON Schema for ${op.operationId} in this docs build.`);
      const errors: z.infer<typeof violation>[] = [];
      const check = (location: z.infer<typeof violation>["location"], schema: unknown, value: unknown) => {
        for (const v of checkJson(schema as JsonSchema, value))
          errors.push({ location, pointer: jsonPointer(v.path), keyword: v.keyword, message: v.message });
      };
      let value = body;
      if (typeof body === "string") {
        const parsed = parseJsonText(body);
        if ("problem" in parsed)
          throw new SyntaxError(
            `body is not JSON: ${parsed.problem.message} (line ${parsed.problem.line}, column ${parsed.problem.column})`,
          );
        value = parsed.value;
      }
      if (isObject(file.body)) {
        if (value === undefined)
          errors.push({
            location: "body",
            pointer: "",
            keyword: "required",
            message: `${op.summary} needs a JSON body.`,
          });
        else check("body", file.body, value);
      } else if (value !== undefined && value !== "")
        errors.push({
          location: "body",
          pointer: "",
          keyword: "false",
          message: `${op.method} ${op.path} takes no body.`,
        });
      if (headers && isObject(file.headers)) {
        // Header names are case-insensitive: match the documented spelling.
        const names = isObject(file.headers.properties) ? Object.keys(file.headers.properties) : [];
        const given = Object.fromEntries(
          Object.entries(headers).map(([k, v]) => [names.find((n) => n.toLowerCase() === k.toLowerCase()) ?? k, v]),
        );
        check("headers", file.headers, given);
      }
      if (query && isObject(file.query)) check("query", file.query, query);
      const structuredContent = { operationId: op.operationId, valid: errors.length === 0, errors };
      return { content: text(structuredContent), structuredContent };
    },
  );

  server.registerTool(
    "sign_request",
    {
      title: "Compute a request signature",
      description:
        "Computes the minified body, its SHA-256, the string to sign and X-SIGNATURE exactly as the Signature Playground does. Pass a sandbox test key, or none: a throwaway RSA key pair (or, for symmetric, a demonstration secret) is generated for the call and its public half returned. Keys are used for this call only and never stored; never pass a production key.",
      inputSchema: {
        kind: z.enum(["access-token", "asymmetric", "symmetric"]).describe("Which signature"),
        operationId: z.string().trim().min(1).optional().describe("Take method and path from this operation"),
        method: z.string().trim().min(1).optional().describe("HTTP method (service calls), default POST"),
        path: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe("Path without host, e.g. `/v1.0/debit/payment-host-to-host`"),
        body: z
          .unknown()
          .optional()
          .describe("Body: a JSON object, or the JSON text exactly as sent (its spacing is minified)"),
        timestamp: z
          .string()
          .trim()
          .optional()
          .describe("X-TIMESTAMP, e.g. `2025-03-14T10:15:30+07:00`; default now in GMT+7"),
        clientId: z
          .string()
          .trim()
          .optional()
          .describe("Client id (X-CLIENT-KEY / X-PARTNER-ID); required for access-token"),
        accessToken: z.string().trim().optional().describe("B2B access token (symmetric signs it)"),
        privateKeyPem: z.string().optional().describe("Sandbox test RSA private key, PEM; generated when absent"),
        clientSecret: z.string().optional().describe("Sandbox test client secret (symmetric); generated when absent"),
      },
      outputSchema: {
        kind: z.string(),
        method: z.string(),
        path: z.string(),
        timestamp: z.string(),
        minifiedBody: z.string().nullable(),
        bodyHash: z.string().nullable(),
        stringToSign: z.string(),
        signature: z.string(),
        keySource: z.enum(["given", "generated"]),
        publicKeyPem: z.string().nullable(),
        generatedClientSecret: z.string().nullable(),
        warnings: z.array(z.string()),
        curl: z.string().nullable(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const kind: SignatureCase = args.kind;
      let method = (args.method ?? "POST").toUpperCase();
      // The path is signed as given, query string included (the playground's rule); only a host is dropped.
      let path = args.path ? pathOfUrl(args.path) : "";
      if (args.operationId) {
        const op = findOperation(operations, { operationId: args.operationId });
        method = op.method;
        path = op.path;
      }
      if (kind === "access-token") {
        method = "POST";
        path = ACCESS_TOKEN_PATH;
      } else if (!path) throw new TypeError("Give `path` (or `operationId`) for a service-call signature.");
      const body = args.body === undefined ? "" : typeof args.body === "string" ? args.body : JSON.stringify(args.body);
      let privateKeyPem = args.privateKeyPem ?? "";
      let clientSecret = args.clientSecret ?? "";
      let generated = false;
      let generatedClientSecret: string | null = null;
      if (kind !== "symmetric" && !privateKeyPem) {
        privateKeyPem = (await generateKeyPairPem(subtle)).privateKeyPem;
        generated = true;
      }
      if (kind === "symmetric" && !clientSecret) {
        clientSecret = generatedClientSecret = randomBytes(24).toString("base64url");
        generated = true;
      }
      const timestamp = args.timestamp || timestampGmt7();
      const input: PlaygroundInput = {
        mode: "sign",
        signatureCase: kind,
        clientId: args.clientId ?? "",
        timestamp,
        method,
        path,
        body,
        accessToken: args.accessToken ?? "",
        privateKeyPem,
        clientSecret,
        publicKeyPem: "",
        signatureToVerify: "",
        baseUrl: build.sandboxBaseUrl,
        externalId: externalIdFrom(randomBytes(18)),
        channelId: DEFAULT_CHANNEL_ID,
      };
      const out = await runPlayground(input, subtle);
      const problems = Object.entries(out.errors).map(([field, message]) => `${field}: ${message}`);
      if (problems.length || out.stringToSign === null || out.signature === null)
        throw new TypeError(`Cannot sign: ${problems.join(" ") || "the string to sign is incomplete."}`);
      const structuredContent = {
        kind,
        method,
        path,
        timestamp,
        minifiedBody: kind === "access-token" ? null : out.minifiedBody,
        bodyHash: kind === "access-token" ? null : out.bodyHash,
        stringToSign: out.stringToSign,
        signature: out.signature,
        keySource: generated ? ("generated" as const) : ("given" as const),
        publicKeyPem: out.derivedPublicKeyPem,
        generatedClientSecret,
        warnings: Object.entries(out.warnings).flatMap(([field, list]) => (list ?? []).map((w) => `${field}: ${w}`)),
        curl: out.curl,
      };
      return { content: text(structuredContent), structuredContent };
    },
  );

  server.registerTool(
    "list_response_codes",
    {
      title: "List response codes",
      description:
        "Response codes of the API: each `responseCode` with its HTTP status, `responseMessage`, meaning, what to do and whether to retry, " +
        `the operation that returns it and its row on the operation's page. Filter by operation, code, HTTP status, service code or words; ` +
        `${DEFAULT_CODE_LIMIT} at a time: call again with \`offset\` = \`nextOffset\` for more.`,
      inputSchema: {
        operationId: z.string().trim().min(1).optional().describe("Only this operation's codes"),
        code: z
          .string()
          .trim()
          .regex(/^\d{1,7}$/)
          .optional()
          .describe("A whole code (`4015400`) or its start (`401`)"),
        httpStatus: z
          .string()
          .trim()
          .regex(/^\d{3}$/)
          .optional()
          .describe("HTTP status, e.g. `404`"),
        serviceCode: z
          .string()
          .trim()
          .regex(/^\d{2}$/)
          .optional()
          .describe("Service code, e.g. `54`"),
        text: z.string().trim().min(1).optional().describe("Words to find in the message, meaning or action"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(DEFAULT_CODE_LIMIT)
          .describe(`Most codes returned (1-100, default ${DEFAULT_CODE_LIMIT})`),
        offset: z.number().int().min(0).default(0).describe("How many matching codes to skip: a `nextOffset`"),
      },
      outputSchema: {
        total: z.number(),
        offset: z.number(),
        nextOffset: z.number().nullable(),
        codes: z.array(codeSchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ operationId, code, httpStatus, serviceCode, text: words, limit, offset }) => {
      const scope = operationId ? [findOperation(operations, { operationId })] : operations;
      const needles = (words ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const codes = scope
        .flatMap((op) => responseCodeRows(data, op))
        .filter(
          (c) =>
            (!code || c.code.startsWith(code)) &&
            (!httpStatus || c.httpStatus === httpStatus) &&
            (!serviceCode || c.serviceCode === serviceCode) &&
            needles.every((n) => `${c.message} ${c.meaning} ${c.action}`.toLowerCase().includes(n)),
        );
      if (offset > 0 && offset >= codes.length)
        throw new RangeError(`offset ${offset} is past the last of the ${codes.length} matching codes.`);
      const end = offset + limit;
      const structuredContent = {
        total: codes.length,
        offset,
        nextOffset: end < codes.length ? end : null,
        codes: codes.slice(offset, end),
      };
      return { content: text(structuredContent), structuredContent };
    },
  );

  server.registerResource(
    "llms.txt",
    `${build.siteUrl}llms.txt`,
    { title: "llms.txt", description: "Every page of the docs with its description", mimeType: "text/plain" },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain", text: data.llmsTxt }] }),
  );
  server.registerResource(
    "openapi",
    `${build.siteUrl}openapi/merchant-api-v2.json`,
    {
      title: "OpenAPI document",
      description: `The ${build.product} merchant API v2 OpenAPI 3.1 document, as the site offers it for download`,
      mimeType: "application/json",
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "application/json", text: data.readOpenApi() }] }),
  );
  for (const page of data.pages.values()) {
    server.registerResource(
      page.route,
      page.markdownUrl,
      { title: page.title, description: page.description || undefined, mimeType: "text/markdown" },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: data.readPage(page.route) }] }),
    );
  }
  return server;
}
