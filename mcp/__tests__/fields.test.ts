import { describe, expect, it } from "vitest";
import type { FieldRow, OperationView } from "../src/site-build";
import { operationRecord } from "../src/build-operations";

/** The API page's view of an operation, reduced to what the record reads. */
function view(rows: FieldRow[]): OperationView {
  const code = { language: "json", title: "", classes: [], tokens: ['{"amount":{"value":"1.00"}}'] };
  return {
    operationId: "op",
    summary: "Op",
    method: "POST",
    path: "/v1.0/op",
    apiType: "service",
    direction: "merchant-to-saku",
    requirement: "optional",
    serviceCode: "99",
    timeoutSeconds: 15,
    idempotencyKey: [["code", 0, "partnerReferenceNo"]],
    lifecycle: { status: "stable", sandbox: true, production: false, since: "2025-01-06" },
    sandboxBaseUrl: "https://sandbox.example",
    productionBaseUrl: "https://api.example",
    purpose: ["Does it."],
    description: [["p", 0, "See ", ["a", { href: "/guide/authentication/#signatures" }, "Authentication"], "."]],
    usedIn: [{ title: "Guide", route: "/guide/x/" }],
    rules: [[["p", 0, "Rule one."]]],
    headers: [],
    query: [],
    requestBody: { id: "request-body", statuses: [], description: [], rows },
    samplesIntro: [],
    samples: [],
    requestExamples: [{ id: "request-example-a", status: "", summary: "A", description: [], code }],
    responseBodies: [],
    responseExamples: [],
    responseCodes: [
      { code: "2009900", message: "Successful", meaning: ["Done."], action: [["code", 0, "ok"]], retry: "no" },
    ],
    schemaFile: "/openapi/operations/op.json",
  };
}

const row = (over: Partial<FieldRow> & Pick<FieldRow, "name" | "depth" | "parent">): FieldRow => ({
  id: `request-body.${over.name}`,
  nested: false,
  type: "string",
  length: "",
  required: "optional",
  description: [],
  ...over,
});

describe("get_operation's record of an operation (built from its API page's view)", () => {
  const ctx = {
    absoluteUrl: (href: string) => `https://docs.example/v2${href}`,
    pageUrl: "https://docs.example/v2/op/",
  };

  it("keeps each row's path, requirement, condition, constraints and history marks, with Markdown descriptions", () => {
    const record = operationRecord(
      view([
        row({
          name: "amount",
          depth: 0,
          parent: -1,
          type: "object",
          nested: true,
          required: "required",
          added: { date: "2026-03-02", entry: "2026-03-02-x" },
        }),
        row({
          name: "value",
          depth: 1,
          parent: 0,
          required: "conditional",
          condition: "Required when paying",
          length: "4 - 19",
          constraints: [{ label: "Pattern", value: "^[0-9]+\\.[0-9]{2}$" }],
          description: [["p", 0, "Amount, see ", ["code", 0, "currency"], "."]],
          example: "10000.00",
        }),
        row({
          name: "validUpTo",
          depth: 0,
          parent: -1,
          deprecated: {
            change: { date: "2026-03-02", entry: null },
            note: ["Send ", ["code", 0, "expiresIn"], " instead."],
          },
        }),
        row({ name: "items", depth: 0, parent: -1, type: "array of object", nested: true }),
        row({ name: "sku", depth: 1, parent: 3, values: ["A", "B"] }),
      ]),
      { route: "/api/x/op/", product: "Payment Gateway" },
      ctx,
    );
    expect(record.requestBody?.fields).toEqual([
      { path: "amount", type: "object", required: "required", description: "", added: "2026-03-02" },
      {
        path: "amount.value",
        type: "string",
        length: "4 - 19",
        required: "conditional",
        condition: "Required when paying",
        description: "Amount, see `currency`.",
        constraints: { Pattern: "^[0-9]+\\.[0-9]{2}$" },
        example: "10000.00",
      },
      {
        path: "validUpTo",
        type: "string",
        required: "optional",
        description: "",
        deprecated: { on: "2026-03-02", note: "Send `expiresIn` instead." },
      },
      { path: "items", type: "array of object", required: "optional", description: "" },
      { path: "items[].sku", type: "string", required: "optional", description: "", values: ["A", "B"] },
    ]);
    expect(record).toMatchObject({
      product: "Payment Gateway",
      idempotencyKey: "`partnerReferenceNo`",
      description: "See [Authentication](https://docs.example/v2/guide/authentication/#signatures).",
      rules: ["Rule one."],
      usedIn: [{ title: "Guide", url: "https://docs.example/v2/guide/x/" }],
      requestExamples: [{ summary: "A", value: { amount: { value: "1.00" } } }],
      responseCodes: [
        { code: "2009900", httpStatus: "200", message: "Successful", meaning: "Done.", action: "`ok`", retry: "no" },
      ],
    });
  });
});
