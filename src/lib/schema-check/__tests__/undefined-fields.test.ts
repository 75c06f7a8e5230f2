import fs from "node:fs";
import path from "node:path";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { loadOpenApi, openApiFile } from "../../../node/openapi";
import { operationSchemaFile } from "../../../node/openapi";
import { isObject, pointerJoin, resolvePointer } from "../../../node/openapi";
import { operationShape } from "../../../node/openapi";
import { checkJson, undefinedFields, type JsonSchema } from "..";

vi.setConfig({ testTimeout: 60_000 });

const schema: JsonSchema = {
  type: "object",
  required: ["amount"],
  properties: {
    amount: { $ref: "#/$defs/money" },
    items: { type: "array", items: { type: "object", properties: { sku: { type: "string" } } } },
    additionalInfo: { type: "object", additionalProperties: { type: "string" } },
  },
  allOf: [{ properties: { validUpTo: { type: "string" } } }],
  $defs: { money: { type: "object", properties: { value: { type: "string" }, currency: { type: "string" } } } },
};

describe("fields the schema does not define", () => {
  it("are warned about by path, with the field probably meant, while the body still passes", () => {
    const body = { amount: { value: "1.00", curency: "IDR" }, validUpto: "2025", items: [{ sku: "A", qty: 1 }] };
    expect(checkJson(schema, body)).toEqual([]);
    expect(undefinedFields(schema, body)).toEqual([
      {
        path: ["amount", "curency"],
        keyword: "unknown field",
        message: "amount.curency is not a field of amount: the API ignores it. Did you mean currency?",
      },
      {
        path: ["validUpto"],
        keyword: "unknown field",
        message: "validUpto is not a field of this request: the API ignores it. Did you mean validUpTo?",
      },
      {
        path: ["items", 0, "qty"],
        keyword: "unknown field",
        message: "items[0].qty is not a field of items[0]: the API ignores it.",
      },
    ]);
  });

  it("are not reported for fields of allOf members, $refs or open maps", () => {
    expect(undefinedFields(schema, { amount: { value: "1" }, validUpTo: "x", additionalInfo: { any: "x" } })).toEqual(
      [],
    );
  });

  it("are none in any request example of the OpenAPI document", () => {
    const config = parseSiteConfig(siteConfigInput);
    const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);
    let checked = 0;
    for (const entry of api.operations) {
      const op = operationShape.parse(entry.operation);
      const file = operationSchemaFile(api.source.doc, entry, entry.key, op["x-service-code"]);
      const examples = resolvePointer(
        api.source.doc,
        pointerJoin(entry.pointer, "requestBody", "content", "application/json", "examples"),
      );
      if (!file.body || !isObject(examples)) continue;
      for (const [name, example] of Object.entries(examples)) {
        if (!isObject(example)) continue;
        expect(undefinedFields(file.body as JsonSchema, example.value), `${entry.operationId} ${name}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
