import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, call, connect, ok, repoRoot, toolError } from "./client";

/**
 * The built server (mcp/dist/server.mjs with mcp/data) started over stdio and driven by the
 * official SDK client, as an assistant would. Needs the production build and `npm run build:mcp`.
 */

let client: Client;
const textOf = (content: { text: string } | { blob: string }) => ("text" in content ? content.text : null);
const rootVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string })
  .version;

/** The hosted-checkout body of the guide's tool-call example: no merchantId, amount without decimals. */
const guideBody = {
  partnerReferenceNo: "INV-20250314-000187",
  amount: { value: "150000", currency: "IDR" },
  urlParams: [
    {
      url: "https://shop.merchant.example/checkout/finish?order=INV-20250314-000187",
      type: "PAY_RETURN",
      isDeeplink: "N",
    },
  ],
  additionalInfo: {
    checkoutMode: "HOSTED",
    mcc: "5499",
    order: { orderTitle: "Kopi Nusantara order INV-20250314-000187" },
    envInfo: { sourcePlatform: "IPG", terminalType: "WEB" },
  },
};

interface Hit {
  title: string;
  route: string;
  url: string;
  markdownUrl: string;
  breadcrumb: string;
  excerpt: string;
}
interface Page {
  title: string;
  markdown: string;
  offset: number;
  nextOffset: number | null;
  totalChars: number;
  section: { id: string; title: string; url: string } | null;
  toc?: { depth: number; title: string; id: string; chars: number }[];
}
interface Field {
  path: string;
  type: string;
  required: string;
  condition?: string;
}
interface Operation {
  operationId: string;
  url?: string;
  sections: string[];
  headers?: Field[];
  requestBody?: { fields: Field[] } | null;
  responseBodies?: { statuses: string[]; fields: Field[] }[];
  requestExamples?: { value: unknown }[];
  responseCodes?: { code: string; message: string }[];
  samples?: { language: string; code: string }[];
  requestSchema?: unknown;
}
interface Codes {
  total: number;
  nextOffset: number | null;
  codes: { code: string; operationId: string; message: string; url: string }[];
}
interface Violation {
  location: string;
  pointer: string;
  keyword: string;
  message: string;
}
interface Signed {
  stringToSign: string;
  signature: string;
  minifiedBody: string | null;
  bodyHash: string | null;
  publicKeyPem: string | null;
  generatedClientSecret: string | null;
  keySource: string;
}

/** get_operation's default answer, at most (characters of JSON text). */
const DEFAULT_OPERATION_BUDGET = 24_000;

/** Every page's Markdown copy in public/. */
function markdownFiles(dir = path.join(repoRoot, "public")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return ["static", "page-data"].includes(e.name) ? [] : markdownFiles(path.join(dir, e.name));
    return e.name.endsWith(".md") ? [path.join(dir, e.name)] : [];
  });
}

/** The site's Markdown copy of a page, by route or URL. */
function markdownOf(route: string): string {
  const p = route
    .replace(/^https:\/\/docs\.saku\.example\/api-docs-v2/, "")
    .replace(/#.*$/, "")
    .replace(/(\.md|\/)$/, "");
  return fs.readFileSync(path.join(repoRoot, "public", `${p || "/index"}.md`), "utf8");
}

/** Every operation of the build: one JSON Schema file each. */
const operationIds = () =>
  fs
    .readdirSync(path.join(repoRoot, "public", "openapi", "operations"))
    .filter((n) => n.endsWith(".json"))
    .map((n) => n.replace(/\.json$/, ""));

/** Every code fence of a part is closed, and every table in it starts with its header and delimiter rows. */
function expectWholeBlocks(markdown: string, where: string): void {
  let fence: string | null = null;
  const lines = markdown.split("\n");
  lines.forEach((line, i) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && fence !== null && line.trim() === fence) fence = null;
    else if (fence === null && line.startsWith("|") && !(lines[i - 1] ?? "").startsWith("|"))
      expect(lines[i + 1] ?? "", `${where}: table without its header at line ${i}`).toMatch(/^\|(?: *:?-+:? *\|)+$/);
  });
  expect(fence, `${where}: a code block is left open`).toBeNull();
}

beforeAll(async () => {
  assertBuilt();
  client = await connect();
});
afterAll(async () => {
  await client?.close();
});

describe("docs MCP server", () => {
  it("names the docs build it holds", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "saku-docs", version: rootVersion });
    expect(client.getInstructions()).toMatch(
      new RegExp(`${rootVersion.replace(/\./g, "\\.")}, built \\d{4}-\\d\\d-\\d\\dT`),
    );
  });

  it("lists the eight tools, each with an input and an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        "docs_info",
        "get_operation",
        "list_operations",
        "list_response_codes",
        "read_page",
        "search_docs",
        "sign_request",
        "validate_request",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
  });

  it("search_docs finds the Create Order page first for 'create order'", async () => {
    const { results } = await ok<{ results: Hit[] }>(client, "search_docs", { query: "create order" });
    expect(results[0]).toMatchObject({
      title: "Create Order",
      route: "/api/payment-gateway/create-order/",
      url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/",
      markdownUrl: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order.md",
      breadcrumb: "API List › Payment Gateway",
    });
    expect(results[0].excerpt).toMatch(/order/i);
    const guides = await ok<{ results: Hit[] }>(client, "search_docs", {
      query: "create order",
      context: "guide",
      limit: 3,
    });
    expect(guides.results.length).toBeGreaterThan(0);
    expect(guides.results.length).toBeLessThanOrEqual(3);
    for (const hit of guides.results) expect(hit.route).toMatch(/^\/guide\//);
  });

  it("search_docs answers questions with the page that answers them first", async () => {
    for (const [query, route] of [
      ["Transfer to Bank required fields", "/api/disbursement/transfer-to-bank/"],
      ["what changed in the API recently", "/changelog/"],
      ["how long is the access token valid", "/api/authentication/get-b2b-access-token/"],
    ]) {
      const { results } = await ok<{ results: Hit[] }>(client, "search_docs", { query });
      expect(results[0]?.route, query).toBe(route);
    }
  });

  it("search_docs gives every hit an excerpt, also for sections that open with code, a table or a sub-heading", async () => {
    // A search for each heading of every page finds that section: the sections with no indexed text among them.
    const headings = new Set<string>(["sign the access-token request", "string to sign", "4015400", "rate limit"]);
    for (const file of markdownFiles())
      for (const m of fs.readFileSync(file, "utf8").matchAll(/^#{2,3} (.+)$/gm))
        headings.add(m[1].replace(/[`*_]/g, ""));
    let hits = 0;
    for (const query of [...headings].slice(0, 400)) {
      const { results } = await ok<{ results: Hit[] }>(client, "search_docs", {
        query: query.slice(0, 200),
        limit: 10,
      });
      for (const hit of results) {
        expect(hit.excerpt.trim(), `${query} → ${hit.url}`).not.toBe("");
        hits += 1;
      }
    }
    expect(hits).toBeGreaterThan(1000);
    const { results } = await ok<{ results: (Hit & { section: string })[] }>(client, "search_docs", {
      query: "sign the access-token request",
    });
    const section = results.find((r) => r.section === "Sign the access-token request");
    expect(section?.excerpt).toMatch(/\w{3,}/);
  }, 120_000);

  it("read_page cuts long pages at headings or between blocks, never inside a code block or table", async () => {
    const site = fs.readFileSync(path.join(repoRoot, "public", "guide", "authentication.md"), "utf8");
    const page = await ok<Page>(client, "read_page", { route: "/guide/authentication", maxChars: 100_000 });
    expect(page.title).toBe("Authentication");
    expect(page.markdown).toBe(site);
    expect(page.nextOffset).toBeNull();
    expect(page.toc?.map((h) => h.id)).toEqual(
      expect.arrayContaining(["how-authentication-works", "before-you-start"]),
    );

    for (const [route, maxChars] of [
      ["https://docs.saku.example/api-docs-v2/guide/authentication.md", 20_000],
      ["/api/payment-gateway/create-order/", 20_000],
      ["/api/response-codes/", 20_000],
      ["/guide/authentication/", 3_000],
    ] as const) {
      const file = markdownOf(route);
      let offset: number | null = 0;
      let covered = 0;
      let parts = 0;
      let whole = 0;
      while (offset !== null) {
        const part: Page = await ok(client, "read_page", { route, offset, maxChars });
        const where = `${route} part ${parts}`;
        expect(part.offset, where).toBe(covered);
        const end: number = part.nextOffset ?? file.length;
        const slice = file.slice(part.offset, end);
        expectWholeBlocks(part.markdown, where);
        if (part.markdown === slice) {
          whole += 1;
          // Cut at a line end, outside any code block.
          const fences = file
            .slice(0, end)
            .split("\n")
            .filter((l) => /^ {0,3}(`{3,}|~{3,})/.test(l)).length;
          expect(fences % 2, `${where} ends inside a code block`).toBe(0);
          expect(end === file.length || file[end - 1] === "\n", `${where} ends inside a line`).toBe(true);
        } else {
          // Only a block longer than a part is cut inside: the part adds its fence or table header, nothing else.
          expect(part.markdown, where).toContain(slice.replace(/\n$/, ""));
          expect(part.markdown.length - slice.length, where).toBeLessThan(2000);
        }
        covered = end;
        offset = part.nextOffset;
        parts += 1;
      }
      expect(covered).toBe(file.length);
      expect(parts).toBeGreaterThan(1);
      expect(whole).toBeGreaterThan(parts / 2);
    }
  }, 120_000);

  it("read_page reads one section by anchor, title or a search result's URL, and lists the sections in the first part", async () => {
    const route = "/api/payment-gateway/create-order/";
    const first = await call(client, "read_page", { route });
    const firstPage = first.structuredContent as unknown as Page;
    expect(firstPage.toc?.map((h) => h.id)).toEqual(
      expect.arrayContaining(["request-body", "code-samples", "response-codes"]),
    );
    expect(first.content[0].text).toMatch(/^\[\/api\/payment-gateway\/create-order\/ has \d+ characters in parts/);
    expect(first.content[0].text).toContain("- response-codes: Response codes (");

    const codes = await ok<Page>(client, "read_page", { route, section: "response-codes" });
    expect(codes.section).toEqual({
      id: "response-codes",
      title: "Response codes",
      url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-codes",
    });
    expect(codes.markdown).toMatch(/^## Response codes\n/);
    expect(codes.markdown).toContain("4046018");
    expect(codes.nextOffset).toBeNull();
    expect(codes.toc).toBeUndefined();
    for (const other of [
      { route, section: "Response codes" },
      { route: `${route}#response-code-4046018` },
      { route: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-codes" },
    ])
      expect((await ok<Page>(client, "read_page", other)).markdown, JSON.stringify(other)).toBe(codes.markdown);

    // A section longer than a part comes in parts of its own.
    const body = await ok<Page>(client, "read_page", { route, section: "request-body", maxChars: 10_000 });
    expect(body.markdown).toMatch(/^### Request body\n/);
    expect(body.nextOffset).not.toBeNull();
    const rest = await ok<Page>(client, "read_page", { route, section: "request-body", offset: body.nextOffset });
    expect(rest.markdown).toMatch(/^\| Field +\| Type/);
    expect(rest.markdown).not.toContain("## Request examples");

    expect(await toolError(client, "read_page", { route, section: "refunds" })).toMatch(
      /has no section "refunds"\. Its sections: rules-and-notes \(Rules and notes\)/,
    );
  });

  it("get_operation('pgCreateOrder') returns its summary, headers and fields by default, the rest by section", async () => {
    const op = await ok<Operation>(client, "get_operation", { operationId: "pgCreateOrder" });
    expect(op).toMatchObject({
      method: "POST",
      path: "/v1.0/payment-gateway/create-order",
      serviceCode: "60",
      url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/",
      signing: { kind: "service" },
      sections: ["summary", "headers", "fields"],
      contents: { responseCodes: 13, sampleLanguages: ["curl", "node", "python", "go", "java", "php"] },
    });
    expect(op.responseCodes).toBeUndefined();
    expect(op.samples).toBeUndefined();
    expect(op.headers?.map((h) => h.path)).toEqual(
      expect.arrayContaining(["X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID"]),
    );
    expect(op.requestBody?.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "merchantId", required: "required", type: "string" }),
        expect.objectContaining({ path: "amount.value", required: "required" }),
        expect.objectContaining({ path: "urlParams[].url" }),
      ]),
    );

    const more = await ok<Operation>(client, "get_operation", {
      operationId: "pgCreateOrder",
      sections: ["codes", "examples", "responses", "schemas"],
    });
    expect(more.sections).toEqual(["responses", "examples", "codes", "schemas"]);
    expect(more.headers).toBeUndefined();
    expect(more.responseCodes).toEqual(expect.arrayContaining([expect.objectContaining({ code: "2006000" })]));
    for (const c of more.responseCodes ?? []) expect(c.code.slice(3, 5)).toBe("60");
    expect(more.responseBodies?.[0].statuses).toContain("200");
    expect(more.requestSchema).toHaveProperty(
      "body.$defs.PgCreateOrderRequest.required",
      expect.arrayContaining(["merchantId"]),
    );
    expect(more.requestExamples?.length).toBeGreaterThan(0);
    // The documented examples pass the same checker validate_request uses.
    for (const example of more.requestExamples ?? []) {
      const verdict = await ok<{ valid: boolean; errors: Violation[] }>(client, "validate_request", {
        operationId: "pgCreateOrder",
        body: example.value,
      });
      expect(verdict.errors).toEqual([]);
    }
    const python = await ok<Operation>(client, "get_operation", {
      operationId: "pgCreateOrder",
      sections: ["samples"],
      language: "python",
    });
    expect(python.samples?.map((s) => s.language)).toEqual(["python"]);
    expect(python.samples?.[0].code).toContain("/v1.0/payment-gateway/create-order");

    const byPath = await ok<Operation>(client, "get_operation", {
      method: "post",
      path: "https://api.sandbox.saku.example/v1.0/payment-gateway/create-order",
    });
    expect(byPath.operationId).toBe("pgCreateOrder");
    expect(
      await toolError(client, "get_operation", {
        operationId: "pgCreateOrder",
        method: "POST",
        path: "/v1.0/payment-gateway/refund",
      }),
    ).toMatch(
      /operationId pgCreateOrder is POST \/v1\.0\/payment-gateway\/create-order, not POST \/v1\.0\/payment-gateway\/refund/,
    );
  });

  it("get_operation's fields are the API page's rows: the same paths, requirements and conditions as its Markdown copy", async () => {
    for (const operationId of ["pgCreateOrder", "widgetQueryPayment", "pgFinishNotify", "directDebitPayment"]) {
      const op = await ok<Operation>(client, "get_operation", { operationId, sections: ["summary", "fields"] });
      const md = markdownOf(op.url ?? "");
      const start = md.indexOf("### Request body");
      // The Markdown copy escapes underscores and asterisks in table text.
      const section = md.slice(start, md.indexOf("\n## ", start)).replace(/\\([_*])/g, "$1");
      const rows = [...section.matchAll(/^\| `([^`]+)` +\| [^|]+\| (Required|Optional|Conditional) +\|/gm)].map(
        (m) => `${m[1]} ${m[2].toLowerCase()}`,
      );
      expect(rows.length, operationId).toBeGreaterThan(3);
      expect(op.requestBody?.fields.map((f) => `${f.path} ${f.required}`)).toEqual(rows);
      for (const f of op.requestBody?.fields ?? [])
        if (f.required === "conditional") expect(section, `${operationId} ${f.path}`).toContain(`${f.condition}.`);
    }
    // anyOf in the schema, "conditional" with its case on the page: one of two references.
    const query = await ok<Operation>(client, "get_operation", { operationId: "widgetQueryPayment" });
    expect(query.requestBody?.fields.slice(0, 2)).toEqual([
      expect.objectContaining({
        path: "originalPartnerReferenceNo",
        required: "conditional",
        condition: "Required when originalReferenceNo is not sent",
      }),
      expect.objectContaining({
        path: "originalReferenceNo",
        required: "conditional",
        condition: "Required when originalPartnerReferenceNo is not sent",
      }),
    ]);
  });

  it("get_operation's default answer stays far below assistants' output limits for every operation", async () => {
    const sizes: Record<string, number> = {};
    for (const id of operationIds()) {
      const result = await call(client, "get_operation", { operationId: id });
      expect(result.isError, id).toBeFalsy();
      sizes[id] = result.content[0].text?.length ?? 0;
    }
    expect(Object.keys(sizes).length).toBeGreaterThan(30);
    // 24,000 characters of JSON are under 8,000 tokens even at 3 characters a token (Claude Code warns at 10,000).
    for (const [id, size] of Object.entries(sizes)) expect(size, id).toBeLessThan(DEFAULT_OPERATION_BUDGET);
  });

  it("validate_request flags the missing merchantId and the amount without decimals by JSON pointer", async () => {
    const verdict = await ok<{ valid: boolean; errors: Violation[] }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: guideBody,
      headers: { "x-timestamp": "2025-03-14 10:15:30" },
    });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toEqual(
      expect.arrayContaining([
        { location: "body", pointer: "/merchantId", keyword: "required", message: expect.stringMatching(/merchantId/) },
        expect.objectContaining({ location: "body", pointer: "/amount/value", keyword: "pattern" }),
        expect.objectContaining({ location: "headers", pointer: "/X-TIMESTAMP" }),
      ]),
    );
    const asText = await ok<{ valid: boolean }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: JSON.stringify({
        ...guideBody,
        merchantId: "216620000000000001",
        amount: { value: "150000.00", currency: "IDR" },
      }),
    });
    expect(asText.valid).toBe(true);
  });

  it("sign_request signs with a given test key: the signature verifies with node:crypto", async () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const body = { partnerReferenceNo: "ORD-1", amount: { value: "10000.00", currency: "IDR" } };
    const signed = await ok<Signed>(client, "sign_request", {
      kind: "asymmetric",
      operationId: "pgCreateOrder",
      body: JSON.stringify(body, null, 2),
      timestamp: "2025-03-14T10:15:30+07:00",
      privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    const minified = JSON.stringify(body);
    const hash = crypto.createHash("sha256").update(minified).digest("hex");
    expect(signed).toMatchObject({ minifiedBody: minified, bodyHash: hash, keySource: "given" });
    expect(signed.stringToSign).toBe(`POST:/v1.0/payment-gateway/create-order:${hash}:2025-03-14T10:15:30+07:00`);
    expect(
      crypto.verify("sha256", Buffer.from(signed.stringToSign), publicKey, Buffer.from(signed.signature, "base64")),
    ).toBe(true);
  });

  it("sign_request without a key uses a throwaway one and returns what verifies it", async () => {
    const token = await ok<Signed>(client, "sign_request", {
      kind: "access-token",
      clientId: "2025031400000001",
      timestamp: "2025-03-14T10:15:30+07:00",
    });
    expect(token.stringToSign).toBe("2025031400000001|2025-03-14T10:15:30+07:00");
    expect(token.keySource).toBe("generated");
    expect(
      crypto.verify(
        "sha256",
        Buffer.from(token.stringToSign),
        crypto.createPublicKey(token.publicKeyPem ?? ""),
        Buffer.from(token.signature, "base64"),
      ),
    ).toBe(true);

    const symmetric = await ok<Signed>(client, "sign_request", {
      kind: "symmetric",
      method: "GET",
      path: "/v1.0/merchant/shop?shopId=1",
      accessToken: "Bearer abc.def",
      timestamp: "2025-03-14T10:15:30+07:00",
    });
    expect(symmetric.stringToSign).toMatch(/^GET:\/v1\.0\/merchant\/shop\?shopId=1:abc\.def:e3b0c442/);
    const hmac = crypto
      .createHmac("sha512", symmetric.generatedClientSecret ?? "")
      .update(symmetric.stringToSign)
      .digest("base64");
    expect(symmetric.signature).toBe(hmac);
  });

  it("list_response_codes filters the OpenAPI document's codes, a page at a time", async () => {
    const first = await ok<Codes>(client, "list_response_codes", {});
    expect(first.total).toBeGreaterThan(100);
    expect(first.codes.length).toBe(25);
    expect(first.nextOffset).toBe(25);
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: Codes = await ok(client, "list_response_codes", { offset, limit: 100 });
      seen.push(...page.codes.map((c) => `${c.operationId} ${c.code}`));
      offset = page.nextOffset;
    }
    expect(seen.length).toBe(first.total);
    expect(new Set(seen).size).toBe(first.total);
    const notFound = await ok<Codes>(client, "list_response_codes", {
      operationId: "pgCreateOrder",
      httpStatus: "404",
    });
    expect(notFound.codes).toEqual([
      expect.objectContaining({
        code: "4046018",
        operationId: "pgCreateOrder",
        url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-code-4046018",
      }),
    ]);
    const byCode = await ok<Codes>(client, "list_response_codes", { code: "4015400" });
    expect(byCode.codes.map((c) => c.code)).toEqual(["4015400"]);
    expect(await toolError(client, "list_response_codes", { offset: 5000 })).toMatch(/past the last/);
  });

  it("answers bad inputs with MCP tool errors that say what is wrong, and keeps serving", async () => {
    expect(await toolError(client, "get_operation", { operationId: "pgCreateOrdr" })).toMatch(
      /Unknown operationId "pgCreateOrdr".*pgCreateOrder/,
    );
    expect(
      await toolError(client, "get_operation", { method: "GET", path: "/v1.0/payment-gateway/create-order" }),
    ).toMatch(/POST \(pgCreateOrder\).*not GET/);
    expect(await toolError(client, "get_operation", {})).toMatch(/operationId, or a method and a path/);
    expect(await toolError(client, "read_page", { route: "/guide/authentcation" })).toMatch(
      /No page at \/guide\/authentcation\/\. Did you mean \/guide\/authentication\/\?/,
    );
    expect(await toolError(client, "read_page", { route: "https://example.com/guide/authentication/" })).toMatch(
      /example\.com is not this docs site \(docs\.saku\.example\)/,
    );
    expect(await toolError(client, "read_page", { route: "/guide/authentication", offset: 10_000_000 })).toMatch(
      /past the end/,
    );
    expect(await toolError(client, "search_docs", { query: "" })).toMatch(/query/);
    expect(await toolError(client, "search_docs", { query: "order", limit: 500 })).toMatch(/limit/);
    expect(await toolError(client, "validate_request", { operationId: "pgCreateOrder", body: "{ partner" })).toMatch(
      /body is not JSON.*line 1/,
    );
    expect(await toolError(client, "sign_request", { kind: "access-token" })).toMatch(/clientId/);
    expect(await toolError(client, "sign_request", { kind: "asymmetric", body: {} })).toMatch(/path/);
    expect(
      await toolError(client, "sign_request", { kind: "asymmetric", path: "/x", privateKeyPem: "not a key" }),
    ).toMatch(/privateKeyPem/);
    expect(await toolError(client, "list_response_codes", { code: "40x" })).toMatch(/code/);
    expect(await toolError(client, "no_such_tool", {})).toMatch(/no_such_tool not found/);
    const still = await call(client, "search_docs", { query: "refund" });
    expect(still.isError).toBeFalsy();
  });

  it("offers llms.txt and every page's Markdown as resources", async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain("https://docs.saku.example/api-docs-v2/llms.txt");
    expect(uris).toContain("https://docs.saku.example/api-docs-v2/guide/authentication.md");
    expect(uris.filter((u) => u.endsWith(".md")).length).toBe(
      fs.readFileSync(path.join(repoRoot, "public", "llms.txt"), "utf8").match(/\.md\)/g)?.length,
    );
    const llms = await client.readResource({ uri: "https://docs.saku.example/api-docs-v2/llms.txt" });
    expect(llms.contents[0]).toMatchObject({ mimeType: "text/plain" });
    expect(textOf(llms.contents[0])).toBe(fs.readFileSync(path.join(repoRoot, "public", "llms.txt"), "utf8"));
    const openapi = await client.readResource({
      uri: "https://docs.saku.example/api-docs-v2/openapi/merchant-api-v2.json",
    });
    expect(textOf(openapi.contents[0])).toBe(
      fs.readFileSync(path.join(repoRoot, "public", "openapi", "merchant-api-v2.json"), "utf8"),
    );
    const auth = await client.readResource({ uri: "https://docs.saku.example/api-docs-v2/guide/authentication.md" });
    expect(textOf(auth.contents[0])).toMatch(/^# Authentication/);
  });

  it("is the server the Integration with MCP guide describes", async () => {
    const guide = fs.readFileSync(path.join(repoRoot, "content", "guide", "integration-mcp.mdx"), "utf8");
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "package.json"), "utf8")) as {
      name: string;
      bin: Record<string, string>;
    };
    const root = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // The guide writes the scope as %PRODUCT_SLUG% (site config: saku). Its snippets start the
    // package from the address where the build put it on this site (build.json, from the site config).
    expect(pkg.name).toBe("@saku/docs-mcp");
    const build = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "data", "build.json"), "utf8")) as {
      tarballUrl: string;
      stableTarballUrl: string;
    };
    for (const url of [build.tarballUrl, build.stableTarballUrl]) {
      const site = url.replace(/^https:\/\/[^/]+\/[^/]+\//, "");
      expect(fs.existsSync(path.join(repoRoot, "public", site)), site).toBe(true);
    }
    // Every snippet that starts the server names the address of the major version, which releases keep.
    const product = (s: string) => s.replace(/%PRODUCT_SLUG%/g, "saku");
    const npxUrls = [
      ...guide.matchAll(/(?:npx\s+-y\s+--fetch-retries=0\s+|"-y", "--fetch-retries=0", ")(https:\/\/[^\s"]+)/g),
    ].map((m) => product(m[1]));
    // Every start names the address with the option that lets npx start from its cache when the site is down.
    expect([...guide.matchAll(/(?:npx\s+-y\s+|"-y", ")https:/g)]).toEqual([]);
    expect(npxUrls.length).toBeGreaterThanOrEqual(8);
    expect(new Set(npxUrls)).toEqual(new Set([build.stableTarballUrl]));
    expect(product(guide)).toContain(build.tarballUrl);
    const registry = [...guide.matchAll(/-y @([\w%]+\/docs-mcp)@(\d+\.\d+\.\d+)/g)].map((m) => product(m[1]));
    expect(new Set(registry)).toEqual(new Set([pkg.name.slice(1)]));
    expect(Object.keys(pkg.bin)).toEqual(["docs-mcp"]);
    expect(guide).toMatch(/the installed command\s+`docs-mcp`/);
    expect(root.scripts.mcp).toBe(`node mcp/${pkg.bin["docs-mcp"]}`);
    expect(root.scripts.build).toMatch(/ && npm run build:mcp\b/);
    const versions = [...guide.matchAll(/docs-mcp(?:-|@)(\d+\.\d+\.\d+)|`(\d+\.\d+\.\d+)` for\s+this site/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(versions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(versions)).toEqual(new Set([rootVersion]));

    // The Tools table: one row per tool, naming every input the tool takes.
    const table = guide.slice(guide.indexOf("### Tools"), guide.indexOf("### Example of a tool call"));
    const rows = new Map([...table.matchAll(/^\| `(\w+)` \|(.*)$/gm)].map((m) => [m[1], m[2]]));
    const { tools } = await client.listTools();
    expect([...rows.keys()].sort()).toEqual(tools.map((t) => t.name).sort());
    for (const tool of tools)
      for (const input of Object.keys(tool.inputSchema.properties ?? {}))
        expect(rows.get(tool.name), `${tool.name} input ${input}`).toContain(`\`${input}\``);
  });

  it("has a package README that names the site's URL of this version, every client and every tool input", async () => {
    const readme = fs.readFileSync(path.join(repoRoot, "mcp", "README.md"), "utf8");
    const build = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "data", "build.json"), "utf8")) as {
      tarballUrl: string;
      stableTarballUrl: string;
    };
    const urls = [...readme.matchAll(/https:\/\/\S+?\.tgz/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    expect(new Set(urls)).toEqual(new Set([build.stableTarballUrl]));
    expect(readme).toContain(path.basename(build.tarballUrl));
    expect(readme).toContain(`@saku/docs-mcp@${rootVersion}`);
    for (const client of ["Claude Code", "Claude Desktop", "Cursor", "VS Code", "Windsurf"])
      expect(readme).toContain(client);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const item = readme.slice(readme.indexOf(`- \`${tool.name}\``)).split("\n- ")[0];
      expect(item, tool.name).toMatch(new RegExp(`^- \`${tool.name}\``));
      for (const input of Object.keys(tool.inputSchema.properties ?? {}))
        expect(item, `${tool.name} input ${input}`).toContain(`\`${input}\``);
    }
  });
});
