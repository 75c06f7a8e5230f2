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

  it("lists the six tools, each with an input and an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ["get_operation", "list_response_codes", "read_page", "search_docs", "sign_request", "validate_request"].sort(),
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

  it("read_page returns the Authentication guide's Markdown, whole and in parts", async () => {
    const site = fs.readFileSync(path.join(repoRoot, "public", "guide", "authentication.md"), "utf8");
    const page = await ok<{ title: string; markdown: string; nextOffset: number | null; totalChars: number }>(
      client,
      "read_page",
      { route: "/guide/authentication", maxChars: 100_000 },
    );
    expect(page.title).toBe("Authentication");
    expect(page.markdown).toBe(site);
    expect(page.nextOffset).toBeNull();

    let joined = "";
    let offset: number | null = 0;
    let parts = 0;
    while (offset !== null) {
      const part: { markdown: string; nextOffset: number | null } = await ok(client, "read_page", {
        route: "https://docs.saku.example/api-docs-v2/guide/authentication.md",
        offset,
        maxChars: 20_000,
      });
      joined += part.markdown;
      offset = part.nextOffset;
      parts += 1;
    }
    expect(parts).toBeGreaterThan(1);
    expect(joined).toBe(site);
  });

  it("get_operation('pgCreateOrder') returns its fields, headers, examples and response codes", async () => {
    const op = await ok<{
      method: string;
      path: string;
      serviceCode: string;
      route: string;
      signing: { kind: string };
      headers: { name: string; required: boolean }[];
      requestFields: { path: string; required: boolean; type: string }[];
      requestExamples: { value: unknown }[];
      responseCodes: { code: string; message: string }[];
    }>(client, "get_operation", { operationId: "pgCreateOrder" });
    expect(op).toMatchObject({
      method: "POST",
      path: "/v1.0/payment-gateway/create-order",
      serviceCode: "60",
      route: "/api/payment-gateway/create-order/",
      signing: { kind: "service" },
    });
    expect(op.headers.map((h) => h.name)).toEqual(
      expect.arrayContaining(["X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID"]),
    );
    expect(op.requestFields).toEqual(
      expect.arrayContaining([
        // Field history (x-added, deprecated): Create Order's fields came with the operation.
        expect.objectContaining({
          path: "merchantId",
          required: true,
          type: "string",
          added: null,
          deprecated: false,
          deprecatedOn: null,
        }),
        expect.objectContaining({ path: "amount.value", required: true }),
        expect.objectContaining({ path: "urlParams[].url" }),
      ]),
    );
    expect(op.responseCodes).toEqual(expect.arrayContaining([expect.objectContaining({ code: "2006000" })]));
    for (const c of op.responseCodes) expect(c.code.slice(3, 5)).toBe("60");
    expect(op.requestExamples.length).toBeGreaterThan(0);

    // The documented examples pass the same checker validate_request uses.
    for (const example of op.requestExamples) {
      const verdict = await ok<{ valid: boolean; errors: Violation[] }>(client, "validate_request", {
        operationId: "pgCreateOrder",
        body: example.value,
      });
      expect(verdict.errors).toEqual([]);
    }
    const byPath = await ok<{ operationId: string }>(client, "get_operation", {
      method: "post",
      path: "https://api.sandbox.saku.example/v1.0/payment-gateway/create-order",
    });
    expect(byPath.operationId).toBe("pgCreateOrder");
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

  it("list_response_codes filters the OpenAPI document's codes", async () => {
    const all = await ok<{ total: number; codes: { code: string }[] }>(client, "list_response_codes", { limit: 1000 });
    expect(all.total).toBeGreaterThan(100);
    const notFound = await ok<{ codes: { code: string; operationId: string; message: string; url: string }[] }>(
      client,
      "list_response_codes",
      { operationId: "pgCreateOrder", httpStatus: "404" },
    );
    expect(notFound.codes).toEqual([
      expect.objectContaining({
        code: "4046018",
        operationId: "pgCreateOrder",
        url: "https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/#response-code-4046018",
      }),
    ]);
    const byCode = await ok<{ codes: { code: string }[] }>(client, "list_response_codes", { code: "4015400" });
    expect(byCode.codes.map((c) => c.code)).toEqual(["4015400"]);
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
      /No page at \/guide\/authentcation\//,
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
    // The guide writes the scope as %PRODUCT_SLUG% (site config: saku).
    expect(pkg.name).toBe("@saku/docs-mcp");
    const npxPackages = [...guide.matchAll(/npx(?:", "|\s+)-y(?:", "|\s+)(@[\w%/-]+)/g)].map((m) => m[1]);
    expect(npxPackages.length).toBeGreaterThanOrEqual(6);
    expect(new Set(npxPackages)).toEqual(new Set(["@%PRODUCT_SLUG%/docs-mcp"]));
    expect(Object.keys(pkg.bin)).toEqual(["docs-mcp"]);
    expect(guide).toContain("the installed\ncommand is `docs-mcp`");
    expect(root.scripts.mcp).toBe(`node mcp/${pkg.bin["docs-mcp"]}`);
    expect(root.scripts.build).toMatch(/npm run build:mcp$/);
    const versions = [...guide.matchAll(/docs-mcp(?:-|@)(\d+\.\d+\.\d+)|`(\d+\.\d+\.\d+)` for this site/g)].map(
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
});
