import fs from "node:fs";
import path from "node:path";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import type { ChangelogEntryData } from "../../../lib/changelog";
import { checkFieldHistory, fieldChangeEntry, fieldHistoryProblems, loadChangelog } from "../../changelog";
import { listOperations, readOpenApi, type JsonObject } from "../document";
import { fieldHistoryIssues, fieldMarks } from "../field-history";
import { openApiFile } from "..";

const op = (operationId: string, since: string, schema: string): JsonObject => ({
  operationId,
  "x-lifecycle": { status: "stable", sandbox: true, production: true, since },
  parameters: [{ $ref: "#/components/parameters/Channel" }],
  requestBody: { content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } } },
  responses: { "200": { content: { "application/json": { schema: { type: "object" } } } } },
});

/** Two operations sharing `Order`; `Order.note` was added later, `Order.legacyCode` is deprecated. */
function smallDoc(): JsonObject {
  return {
    openapi: "3.1.0",
    paths: {
      "/v1.0/orders": { post: op("createOrder", "2024-07-01", "Order") },
      "/v1.0/orders/quote": { post: op("quoteOrder", "2025-06-02", "Order") },
    },
    components: {
      parameters: {
        Channel: { name: "CHANNEL-ID", in: "header", required: true, schema: { type: "string" } },
      },
      schemas: {
        Order: {
          type: "object",
          properties: {
            amount: { $ref: "#/components/schemas/Money", "x-added": "2025-03-03" },
            note: { type: "string", "x-added": "2025-03-03", example: { "x-added": "not a mark" } },
            legacyCode: {
              type: "string",
              deprecated: true,
              "x-deprecated-on": "2025-09-01",
              "x-deprecation-note": "Use `note`.",
            },
            items: { type: "array", items: { type: "object", properties: { sku: { type: "string" } } } },
          },
        },
        Money: { type: "object", properties: { value: { type: "string" } } },
      },
    },
  };
}

const entry = (date: string, changes: ChangelogEntryData["changes"], operations: string[]): ChangelogEntryData => ({
  slug: `${date}-entry`,
  file: `content/changelog/${date}-entry.mdx`,
  date,
  title: "An entry",
  products: ["payment-gateway"],
  changes,
  operations,
});

const entries = [entry("2025-03-03", ["added"], ["createOrder"]), entry("2025-09-01", ["deprecated"], ["quoteOrder"])];
const since = (id: string) => (id === "createOrder" ? "2024-07-01" : id === "quoteOrder" ? "2025-06-02" : null);

describe("field history marks: their shape and place", () => {
  it("accepts dated marks on fields and parameters, and ignores look-alikes inside example values", () => {
    const doc = smallDoc();
    (doc.components as { parameters: { Channel: JsonObject } }).parameters.Channel["x-added"] = "2025-03-03";
    expect(fieldHistoryIssues(doc)).toEqual([]);
  });

  it("names the JSON pointer of a date that is not YYYY-MM-DD or not a real day", () => {
    const doc = smallDoc();
    const order = (doc.components as { schemas: { Order: { properties: Record<string, JsonObject> } } }).schemas.Order;
    order.properties.note["x-added"] = "3 March 2025";
    order.properties.legacyCode["x-deprecated-on"] = "2025-02-30";
    expect(fieldHistoryIssues(doc)).toEqual([
      {
        pointer: "#/components/schemas/Order/properties/note/x-added",
        message: expect.stringContaining("must be a real day written YYYY-MM-DD") as string,
      },
      {
        pointer: "#/components/schemas/Order/properties/legacyCode/x-deprecated-on",
        message: expect.stringContaining('not "2025-02-30"') as string,
      },
    ]);
  });

  it("wants deprecated: true beside a deprecation date or note, and marks only on fields and parameters", () => {
    const doc = smallDoc();
    const schemas = (
      doc.components as { schemas: Record<string, JsonObject & { properties: Record<string, JsonObject> }> }
    ).schemas;
    delete schemas.Order.properties.legacyCode.deprecated;
    schemas.Money["x-added"] = "2025-03-03";
    const issues = fieldHistoryIssues(doc);
    expect(issues).toContainEqual({
      pointer: "#/components/schemas/Order/properties/legacyCode/x-deprecated-on",
      message: "needs deprecated: true beside it",
    });
    expect(issues).toContainEqual({
      pointer: "#/components/schemas/Money/x-added",
      message: expect.stringContaining("can only mark a field") as string,
    });
  });
});

describe("field history and the changelog", () => {
  it("finds every marked field and parameter with the operations whose tables show it", () => {
    const doc = smallDoc();
    const marks = fieldMarks(doc, listOperations(doc));
    expect(marks.map((m) => [m.pointer, m.operations, m.added, m.deprecatedOn])).toEqual([
      ["#/components/schemas/Order/properties/amount", ["createOrder", "quoteOrder"], "2025-03-03", null],
      ["#/components/schemas/Order/properties/note", ["createOrder", "quoteOrder"], "2025-03-03", null],
      ["#/components/schemas/Order/properties/legacyCode", ["createOrder", "quoteOrder"], null, "2025-09-01"],
    ]);
  });

  it("accepts dates of entries of that kind that list an operation using the field", () => {
    const doc = smallDoc();
    expect(fieldHistoryProblems(fieldMarks(doc, listOperations(doc)), entries, since)).toEqual([]);
    expect(fieldChangeEntry(entries, "deprecated", "2025-09-01", ["createOrder", "quoteOrder"])).toBe(
      "2025-09-01-entry",
    );
  });

  it("names the mark whose date has no entry, an entry of another kind, or one about other operations", () => {
    const doc = smallDoc();
    const marks = fieldMarks(doc, listOperations(doc));
    const problems = (list: ChangelogEntryData[]) =>
      fieldHistoryProblems(marks, list, since).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems([entries[1]])).toEqual([
      expect.stringMatching(
        /^#\/components\/schemas\/Order\/properties\/amount\/x-added: 2025-03-03 is not the date of a changelog entry with changes: \[added\] listing one of createOrder, quoteOrder/,
      ),
      expect.stringMatching(/^#\/components\/schemas\/Order\/properties\/note\/x-added: 2025-03-03/),
    ]);
    expect(problems([entry("2025-03-03", ["changed"], ["createOrder"]), entries[1]])).toHaveLength(2);
    expect(problems([entries[0], entry("2025-09-01", ["deprecated"], ["otherOperation"])])).toEqual([
      expect.stringContaining("legacyCode/x-deprecated-on: 2025-09-01 is not the date of a changelog entry"),
    ]);
  });

  it("refuses an x-added no later than the launch of every operation using the field", () => {
    const doc = smallDoc();
    const marks = fieldMarks(doc, listOperations(doc)).filter((m) => m.pointer.endsWith("/note"));
    const launchedLater = () => "2025-03-03";
    expect(fieldHistoryProblems(marks, entries, launchedLater)).toEqual([
      {
        pointer: "#/components/schemas/Order/properties/note/x-added",
        message: expect.stringContaining("a field that came with its operation needs no mark") as string,
      },
    ]);
  });
});

describe("the repository's field history", () => {
  // Parsing the whole document takes a few seconds on a busy machine.
  vi.setConfig({ testTimeout: 60_000 });
  const config = parseSiteConfig(siteConfigInput);
  const source = fs.readFileSync(path.resolve(openApiFile), "utf8");

  it("every badge date of the OpenAPI document is the day of a changelog entry that announces it", () => {
    const openapi = readOpenApi(source, config.product, config.api);
    const changelog = loadChangelog();
    expect(() => checkFieldHistory(openapi.doc, changelog, () => openapi.lineOf)).not.toThrow();
    for (const mark of fieldMarks(openapi.doc, listOperations(openapi.doc)))
      for (const date of [mark.added, mark.deprecatedOn].filter((d) => d !== null))
        expect(changelog.map((e) => e.date)).toContain(date);
  });

  it("the build stops naming the mark and its line when a field's date has no entry", () => {
    // Create Order's `validUpTo` marked as added on the day Transaction History was announced: that
    // entry does not list Create Order, so the badge would point to a change that never happened.
    const marked = source.replace(
      /(\n {4}PgCreateOrderRequest:[\s\S]*?\n {8}validUpTo:\n)/,
      "$1          x-added: 2025-06-02\n",
    );
    expect(marked).not.toBe(source);
    const openapi = readOpenApi(marked, config.product, config.api);
    expect(() => checkFieldHistory(openapi.doc, loadChangelog(), () => openapi.lineOf)).toThrow(
      /#\/components\/schemas\/PgCreateOrderRequest\/properties\/validUpTo\/x-added \(content\/openapi\/merchant-api-v2\.yaml:\d+\): 2025-06-02 is not the date of a changelog entry with changes: \[added\] listing pgCreateOrder/,
    );
  });
});
