import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, call, connect, ok, repoRoot, toolError } from "./client";
import { type Codes, markdownOf, type Operation, type Signed, type Violation } from "./answers";

/** The built server driven by the official SDK client: the tools about operations, requests and codes. */

let client: Client;

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

/** get_operation's default answer, at most (characters of JSON text). */
const DEFAULT_OPERATION_BUDGET = 24_000;

/** Every operation of the build: one JSON Schema file each. */
const operationIds = () =>
  fs
    .readdirSync(path.join(repoRoot, "public", "openapi", "operations"))
    .filter((n) => n.endsWith(".json"))
    .map((n) => n.replace(/\.json$/, ""));

beforeAll(async () => {
  assertBuilt();
  client = await connect();
});
afterAll(async () => {
  await client?.close();
});

describe("docs MCP server: operations, validation and signing", () => {
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
});
