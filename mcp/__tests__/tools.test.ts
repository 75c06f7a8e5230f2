import fs from "node:fs";
import path from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, call, connect, ok, repoRoot, toolError } from "./client";

/**
 * The tools that say what the server knows (list_operations, docs_info), its prompts, and how it
 * answers bad input: header formats, and at most 1 KB of error for a 100 KB mistake. The built bin,
 * driven by the SDK client; server.test.ts covers the other tools.
 */

let client: Client;
const big = "x".repeat(100_000);

interface Listed {
  total: number;
  products: { product: string; operations: number }[];
  operations: {
    operationId: string;
    method: string;
    path: string;
    summary: string;
    product: string;
    apiType: string;
  }[];
}
interface Violation {
  location: string;
  pointer: string;
  keyword: string;
  message: string;
}

/** Every operation of the build, from the OpenAPI document the site offers (paths and webhooks). */
function documentOperations(): { operationId: string; method: string; path: string; summary: string; tag: string }[] {
  const doc = JSON.parse(
    fs.readFileSync(path.join(repoRoot, "public", "openapi", "merchant-api-v2.json"), "utf8"),
  ) as Record<string, Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>>;
  return [doc.paths, doc.webhooks].flatMap((group) =>
    Object.entries(group ?? {}).flatMap(([p, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        op?.operationId
          ? [
              {
                operationId: op.operationId,
                method: method.toUpperCase(),
                path: p,
                summary: op.summary ?? "",
                tag: op.tags?.[0] ?? "",
              },
            ]
          : [],
      ),
    ),
  );
}

beforeAll(async () => {
  assertBuilt();
  client = await connect();
});
afterAll(async () => {
  await client?.close();
});

describe("what the server knows", () => {
  it("list_operations lists every operation of the OpenAPI document with its method, path and summary", async () => {
    const all = await ok<Listed>(client, "list_operations", {});
    const expected = documentOperations();
    expect(expected.length).toBeGreaterThan(30);
    expect(all.total).toBe(expected.length);
    expect(new Set(all.operations.map((o) => o.operationId))).toEqual(new Set(expected.map((o) => o.operationId)));
    for (const op of all.operations) {
      const doc = expected.find((e) => e.operationId === op.operationId);
      expect(op, op.operationId).toMatchObject({ summary: doc?.summary, product: doc?.tag });
      // A notification's "path" is its webhook name in the document; the operation's own path otherwise.
      if (op.apiType !== "notification")
        expect(op, op.operationId).toMatchObject({ method: doc?.method, path: doc?.path });
    }
    expect(all.products.reduce((n, p) => n + p.operations, 0)).toBe(expected.length);
  });

  it("list_operations filters by product, by its name or tag's slug, and by kind", async () => {
    const widget = await ok<Listed>(client, "list_operations", { product: "saku-widget" });
    const byName = await ok<Listed>(client, "list_operations", { product: "Saku Widget" });
    expect(widget.operations.length).toBe(documentOperations().filter((o) => o.tag === "Saku Widget").length);
    expect(byName.operations).toEqual(widget.operations);
    expect(new Set(widget.operations.map((o) => o.product))).toEqual(new Set(["Saku Widget"]));
    const notifications = await ok<Listed>(client, "list_operations", { apiType: "notification" });
    expect(notifications.operations.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(["pgFinishNotify", "widgetFinishNotify", "transferToBankNotify"]),
    );
    expect(notifications.operations.every((o) => o.apiType === "notification")).toBe(true);
    expect(await toolError(client, "list_operations", { product: "Lending" })).toMatch(
      /No product "Lending"\. The products: .*Payment Gateway/,
    );
  });

  it("docs_info reports the version, build date and source of the docs", async () => {
    const build = JSON.parse(fs.readFileSync(path.join(repoRoot, "mcp", "data", "build.json"), "utf8")) as {
      version: string;
      builtAt: string;
      stableTarballUrl: string;
    };
    const info = await ok(client, "docs_info", {});
    expect(info).toMatchObject({
      version: build.version,
      builtAt: build.builtAt,
      source: "bundled",
      fetchedAt: null,
      packageVersion: build.version,
      packageUrl: build.stableTarballUrl,
    });
    expect(info.builtAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(info.note).toMatch(/bundled in the package/);
  });

  it("lists the three prompts and renders each with the operation's facts and the tools to call", async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual([
      "debug_signature",
      "handle_notification",
      "integrate_operation",
    ]);
    const textOf = async (name: string, args: Record<string, string>) => {
      const { messages } = await client.getPrompt({ name, arguments: args });
      expect(messages.length).toBe(1);
      const content = messages[0].content;
      return content.type === "text" ? content.text : "";
    };
    const integrate = await textOf("integrate_operation", { operationId: "pgCreateOrder", language: "Python" });
    expect(integrate).toContain("POST /v1.0/payment-gateway/create-order");
    expect(integrate).toContain("https://docs.saku.example/api-docs-v2/api/payment-gateway/create-order/");
    for (const tool of ["get_operation", "sign_request", "validate_request", "list_response_codes"])
      expect(integrate).toContain(tool);
    expect(integrate).toContain("pgFinishNotify");
    expect(integrate).toMatch(/in Python/);

    const debug = await textOf("debug_signature", { operationId: "directDebitPayment", responseCode: "4015400" });
    expect(debug).toMatch(/sign_request/);
    expect(debug).toContain("4015400");
    expect(debug).toContain("guide/authentication/");
    expect(await textOf("debug_signature", {})).toMatch(/list_operations/);

    const notify = await textOf("handle_notification", {});
    for (const id of ["pgFinishNotify", "widgetFinishNotify", "transferToBankNotify"]) expect(notify).toContain(id);
    expect(notify).toMatch(/public key/);
    await expect(client.getPrompt({ name: "integrate_operation", arguments: { operationId: "nope" } })).rejects.toThrow(
      /Unknown operationId "nope"/,
    );
  });
});

describe("bad input", () => {
  it("validate_request checks X-TIMESTAMP's form and a numeric X-EXTERNAL-ID, as the authentication guide gives them", async () => {
    const verdict = await ok<{ valid: boolean; errors: Violation[] }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: {},
      // The same length as a good one: only its form is wrong.
      headers: { "X-TIMESTAMP": "2025-03-14 10:15:30+07:00", "x-external-id": "ORDER-000187" },
    });
    expect(verdict.valid).toBe(false);
    const headerErrors = verdict.errors.filter((e) => e.location === "headers" && e.keyword === "format");
    expect(headerErrors).toEqual([
      expect.objectContaining({ pointer: "/X-TIMESTAMP", message: expect.stringMatching(/with T, not a space/) }),
      expect.objectContaining({ pointer: "/X-EXTERNAL-ID", message: expect.stringMatching(/digits only/) }),
    ]);
    const good = await ok<{ errors: Violation[] }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: {},
      headers: { "X-TIMESTAMP": "2019-01-01T00:00:00+07:00", "X-EXTERNAL-ID": "20250314101530000187" },
    });
    // Well formed, whatever the clock says: the 5-minute window is the API's check, not the schema's.
    expect(good.errors.filter((e) => e.location === "headers" && /X-TIMESTAMP|X-EXTERNAL-ID/.test(e.pointer))).toEqual(
      [],
    );
    expect(good.errors.filter((e) => e.location === "headers").map((e) => e.keyword)).toEqual(
      expect.arrayContaining(["required"]),
    );
  });

  it("answers a 100 KB mistake in any tool with an error of at most 1 KB that quotes at most 200 characters of it", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ["get_operation", { operationId: big }],
      ["get_operation", { method: "POST", path: big }],
      ["get_operation", { operationId: "pgCreateOrder", sections: ["samples"], language: big }],
      ["read_page", { route: big }],
      ["read_page", { route: "/guide/authentication/", section: big }],
      ["read_page", { route: `https://${big}.example/guide/` }],
      ["validate_request", { operationId: big, body: {} }],
      ["validate_request", { operationId: "pgCreateOrder", body: `{"partnerReferenceNo": ${big}` }],
      ["sign_request", { kind: "asymmetric", path: big }],
      ["sign_request", { kind: "asymmetric", path: "/v1.0/x", timestamp: big }],
      ["sign_request", { kind: "asymmetric", path: "/v1.0/x", privateKeyPem: big }],
      ["list_response_codes", { operationId: big }],
      ["list_operations", { product: big }],
      ["search_docs", { query: big }],
    ];
    for (const [name, args] of calls) {
      const message = await toolError(client, name, args);
      expect(message.length, `${name} ${Object.keys(args).join(",")}`).toBeLessThanOrEqual(1024);
      expect(/x{201}/.test(message), `${name} quotes more than 200 characters: ${message.slice(0, 300)}`).toBe(false);
    }
  });

  it("validate_request quotes at most 200 characters of a long value or field name in its errors", async () => {
    const verdict = await ok<{ valid: boolean; errorCount: number; errors: Violation[] }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: { partnerReferenceNo: big, [big]: 1, amount: { value: "1.00", currency: big } },
    });
    expect(verdict.valid).toBe(false);
    const answer = JSON.stringify(verdict);
    expect(answer.length).toBeLessThan(4000);
    expect(/x{201}/.test(answer)).toBe(false);
    expect(verdict.errors.map((e) => e.pointer)).toEqual(expect.arrayContaining(["/partnerReferenceNo"]));
    // Many errors: the count, and the first 50.
    const many = await ok<{ errorCount: number; errors: Violation[] }>(client, "validate_request", {
      operationId: "pgCreateOrder",
      body: { urlParams: Array.from({ length: 300 }, () => ({})) },
    });
    expect(many.errorCount).toBeGreaterThan(300);
    expect(many.errors.length).toBe(50);
  });

  it("sign_request gives the body once: as minifiedBody, and its cURL command reads it from body.json", async () => {
    const marker = "body-marker-7f3a";
    const result = await call(client, "sign_request", {
      kind: "asymmetric",
      operationId: "pgCreateOrder",
      body: { partnerReferenceNo: marker },
      timestamp: "2025-03-14T10:15:30+07:00",
    });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { minifiedBody: string; curl: string };
    expect(structured.minifiedBody).toBe(`{"partnerReferenceNo":"${marker}"}`);
    expect(structured.curl).toContain("--data-binary @body.json");
    expect(structured.curl).not.toContain(marker);
    expect(JSON.stringify(structured).split(marker).length - 1).toBe(1);
  });
});
