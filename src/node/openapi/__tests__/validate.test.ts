import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { loadOpenApi, openApiFile } from "..";
import { OpenApiValidationError } from "../validate";
import { publishedSamples } from "./published-samples";

// Validating every example of the real document takes a few seconds.
vi.setConfig({ testTimeout: 60_000 });

const config = parseSiteConfig(siteConfigInput);
const source = fs.readFileSync(path.resolve(openApiFile), "utf8");

/** The real document with one value changed (by YAML path), as a writer might get it wrong. */
function edited(change: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(source);
  change(doc);
  return doc.toString({ lineWidth: 0 });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function failure(text: string): OpenApiValidationError {
  try {
    loadOpenApi(text, config);
  } catch (error) {
    if (error instanceof OpenApiValidationError) return error;
    throw error;
  }
  throw new Error("the document was accepted");
}

const createOrderBody = [
  "paths",
  "/v1.0/payment-gateway/create-order",
  "post",
  "requestBody",
  "content",
  "application/json",
  "examples",
];

describe("the OpenAPI document", () => {
  it("shows on every page an error body example of the operation's own: 4xx or 5xx, its service code", () => {
    const wrong = publishedSamples.flatMap(({ operationId, serviceCode, view }) =>
      view.responseBodies
        .filter((t) => t.id === "error-body")
        .flatMap((t) => t.rows.filter((r) => r.name === "responseCode" && r.depth === 0))
        .filter((r) => !new RegExp(`^[45]\\d\\d${serviceCode}\\d\\d$`).test(r.example ?? ""))
        .map((r) => `${operationId}: ${r.example ?? "no example"}`),
    );
    expect(wrong).toEqual([]);
    expect(publishedSamples.filter((o) => o.view.responseBodies.some((t) => t.id === "error-body"))).toHaveLength(36);
  });

  it("fails when an operation's error body example is not its own error", () => {
    const text = edited((d) =>
      d.setIn(
        [
          "paths",
          "/v1.0/payment-gateway/create-order",
          "post",
          "responses",
          "400",
          "content",
          "application/json",
          "examples",
          "invalidFieldFormat",
          "value",
          "responseCode",
        ],
        "2005400",
      ),
    );
    expect(failure(text).message).toMatch(
      /operation pgCreateOrder at .*: error example 2005400 is not a 4xx or 5xx code/,
    );
  });

  it("is valid: every operation, reference and example", () => {
    const api = loadOpenApi(source, config);
    expect(api.operations).toHaveLength(36);
    expect(api.operations.filter((o) => o.webhook).map((o) => o.operationId)).toEqual([
      "widgetFinishNotify",
      "pgFinishNotify",
      "transferToBankNotify",
    ]);
    // Servers come from site config and the brand from %PRODUCT%.
    expect(api.source.doc.servers).toEqual([
      { url: "https://api.sandbox.saku.example", description: "Sandbox" },
      { url: "https://api.saku.example", description: "Production" },
    ]);
    expect(api.source.yaml).not.toContain("%PRODUCT");
    expect(api.source.yaml).toContain("Saku Widget");
  });

  it("accepts field history marks beside JSON Schema keywords (the example validator knows them)", () => {
    const text = edited((doc) => {
      const field = ["components", "schemas", "PgCreateOrderRequest", "properties", "validUpTo"];
      doc.setIn([...field, "deprecated"], true);
      doc.setIn([...field, "x-deprecated-on"], "2026-03-02");
      doc.setIn([...field, "x-deprecation-note"], "Use `expiresIn`.");
      doc.setIn(
        ["components", "schemas", "PgCreateOrderRequest", "properties", "subMerchantId", "x-added"],
        "2025-06-02",
      );
    });
    expect(loadOpenApi(text, config).operations).toHaveLength(36);
  });
});

describe("an invalid document fails the build", () => {
  it("names the operation and the JSON pointer of every example that does not match its schema", () => {
    const error = failure(
      edited((doc) => {
        const first = (doc.getIn(createOrderBody) as { items: { key: { value: string } }[] }).items[0].key.value;
        doc.setIn([...createOrderBody, first, "value", "amount", "value"], "150.5");
        doc.deleteIn([
          "paths",
          "/v1.0/debit/payment-host-to-host",
          "post",
          "responses",
          "200",
          "content",
          "application/json",
          "examples",
          "paid",
          "value",
          "referenceNo",
        ]);
        doc.setIn(["components", "schemas", "Money", "properties", "currency", "example"], "USD");
      }),
    );
    const requestPointer =
      "#/paths/~1v1.0~1payment-gateway~1create-order/post/requestBody/content/application~1json/examples/hostedCheckout/value/amount/value";
    expect(error.message).toMatch(
      new RegExp(
        `operation pgCreateOrder at ${escape(requestPointer)} \\(content/openapi/merchant-api-v2\\.yaml:\\d+\\): example must match pattern`,
      ),
    );

    const response = error.issues.find((i) => i.operations.includes("directDebitPayment"));
    expect(response?.pointer).toBe(
      "#/paths/~1v1.0~1debit~1payment-host-to-host/post/responses/200/content/application~1json/examples/paid/value",
    );
    expect(response?.message).toContain("must have required property 'referenceNo'");

    const shared = error.issues.find((i) => i.pointer === "#/components/schemas/Money/properties/currency/example");
    expect(shared?.message).toContain('must be one of "IDR"');
    expect(shared?.operations).toEqual(
      expect.arrayContaining(["pgCreateOrder", "directDebitPayment", "transferToBank"]),
    );
    expect(error.issues).toHaveLength(3);
  });

  it("rejects a response code of another service and a broken $ref, naming the operation", () => {
    const error = failure(
      edited((doc) => {
        doc.setIn(["paths", "/v1.0/debit/status", "post", "x-response-codes", 0, "code"], "2005400");
        doc.setIn(
          ["paths", "/v1.0/debit/cancel", "post", "requestBody", "content", "application/json", "schema", "$ref"],
          "#/components/schemas/NoSuchSchema",
        );
      }),
    );
    expect(error.message).toMatch(
      /operation widgetQueryPayment at #\/paths\/~1v1\.0~1debit~1status\/post\/x-response-codes\/0\/code \(.*\): 2005400 does not carry the service code 55/,
    );
    expect(error.message).toMatch(
      /operation widgetCancelOrder at #\/paths\/~1v1\.0~1debit~1cancel\/post\/requestBody\/content\/application~1json\/schema .*: \$ref "#\/components\/schemas\/NoSuchSchema" does not resolve/,
    );
  });

  it("rejects an operation without its extensions", () => {
    const error = failure(edited((doc) => doc.deleteIn(["paths", "/v1.0/emoney/topup", "post", "x-service-code"])));
    expect(error.message).toContain("operation customerTopUp at #/paths/~1v1.0~1emoney~1topup/post/x-service-code");
  });

  it("rejects a field history date that is not a real day, naming the schema path and its line", () => {
    const error = failure(
      edited((doc) =>
        doc.setIn(
          ["components", "schemas", "PgCreateOrderRequest", "properties", "validUpTo", "x-added"],
          "2026-02-30",
        ),
      ),
    );
    expect(error.message).toMatch(
      /operation pgCreateOrder at #\/components\/schemas\/PgCreateOrderRequest\/properties\/validUpTo\/x-added \(content\/openapi\/merchant-api-v2\.yaml:\d+\): must be a real day written YYYY-MM-DD/,
    );
  });

  it("rejects a misspelt schema keyword instead of ignoring it", () => {
    const error = failure(
      edited((doc) => doc.setIn(["components", "schemas", "Money", "properties", "value", "maxLenght"], 19)),
    );
    expect(error.message).toMatch(/unknown keyword: "maxLenght"/);
  });
});
