import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { loadOpenApi, openApiFile } from "../../../node/openapi";
import { operationSchemaFile } from "../../../node/openapi";
import { isObject, resolvePointer, pointerJoin, type JsonObject } from "../../../node/openapi";
import { checkJson, describeCondition, findJsonError, formatPath, parseJsonText, type JsonSchema } from "..";

vi.setConfig({ testTimeout: 120_000 });

const messages = (schema: JsonSchema, value: unknown) =>
  checkJson(schema, value).map((v) => `${formatPath(v.path)}: ${v.message}`);

describe("checkJson messages", () => {
  const money = {
    type: "object",
    required: ["value", "currency"],
    properties: {
      value: { type: "string", pattern: "^\\d{1,16}\\.\\d{2}$" },
      currency: { type: "string", enum: ["IDR"] },
    },
  };
  const schema: JsonSchema = {
    type: "object",
    required: ["partnerReferenceNo", "amount"],
    additionalProperties: false,
    properties: {
      partnerReferenceNo: { type: "string", minLength: 1, maxLength: 64 },
      amount: { $ref: "#/$defs/Money" },
      urlParams: {
        type: "array",
        minItems: 1,
        items: { type: "object", required: ["url"], properties: { url: { type: "string", format: "uri" } } },
      },
      validUpTo: { type: "string", format: "date-time" },
      lat: { type: "string" },
      ln: { type: "string" },
      mode: { type: "string", enum: ["HOSTED", "CUSTOM"] },
      details: { type: "array" },
    },
    dependentRequired: { lat: ["ln"], ln: ["lat"] },
    if: { properties: { mode: { const: "CUSTOM" } }, required: ["mode"] },
    then: { required: ["details"] },
    else: { not: { required: ["details"] } },
    $defs: { Money: money },
  };

  it("accepts a valid body", () => {
    expect(messages(schema, { partnerReferenceNo: "ORD-1", amount: { value: "10000.00", currency: "IDR" } })).toEqual(
      [],
    );
  });

  it("names a missing mandatory field and a too-long field by path", () => {
    expect(messages(schema, { partnerReferenceNo: "x".repeat(70), amount: { value: "10000.00" } })).toEqual([
      "partnerReferenceNo: partnerReferenceNo is 70 characters long; the maximum is 64.",
      "amount.currency: amount.currency is required.",
    ]);
  });

  it("reports type, enum, pattern, format, empty strings and unknown fields", () => {
    expect(
      messages(schema, {
        partnerReferenceNo: "",
        amount: { value: 10000, currency: "USD" },
        urlParams: [{ url: "shop/return" }],
        validUpTo: "2025-03-14 10:15",
        extra: true,
      }),
    ).toEqual([
      "partnerReferenceNo: partnerReferenceNo must not be empty.",
      "amount.value: amount.value must be a string, not a number (10000).",
      'amount.currency: amount.currency must be one of "IDR"; "USD" is not.',
      "urlParams[0].url: urlParams[0].url must be an absolute URL such as https://shop.example/return.",
      "validUpTo: validUpTo must be an ISO-8601 date and time with an offset, such as 2025-03-14T10:15:30+07:00.",
      "extra: extra is not a field of this request.",
    ]);
  });

  it("explains conditional rules: dependentRequired and if / then / else", () => {
    const base = { partnerReferenceNo: "ORD-1", amount: { value: "1.00", currency: "IDR" } };
    expect(messages(schema, { ...base, lat: "-6.2" })).toEqual(["ln: ln is required when lat is sent."]);
    expect(messages(schema, { ...base, mode: "CUSTOM" })).toEqual([
      'details: When mode is "CUSTOM": details is required.',
    ]);
    expect(messages(schema, { ...base, mode: "HOSTED", details: [] })).toEqual([
      'details: Unless mode is "CUSTOM": details must not be sent.',
    ]);
  });

  it("asks for one of several references when anyOf lists required fields", () => {
    const either: JsonSchema = {
      type: "object",
      anyOf: [{ required: ["originalReferenceNo"] }, { required: ["originalPartnerReferenceNo"] }],
    };
    expect(messages(either, {})).toEqual([
      "the body: Send at least one of originalReferenceNo or originalPartnerReferenceNo.",
    ]);
    expect(messages(either, { originalReferenceNo: "1" })).toEqual([]);
  });

  it("checks arrays: item counts, uniqueness, contains", () => {
    const list: JsonSchema = {
      type: "array",
      maxItems: 2,
      uniqueItems: true,
      contains: { properties: { type: { const: "NOTIFICATION" } }, required: ["type"] },
      minContains: 1,
    };
    expect(messages(list, [{ type: "A" }, { type: "A" }, { type: "B" }])).toEqual([
      "the body: the body has 3 items; the maximum is 2.",
      "[1]: [1] repeats an earlier item; items must be unique.",
      'the body: the body needs an item where type is "NOTIFICATION"; it has 0.',
    ]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(messages({ type: "string", maxLength: 3 }, "😀😀😀")).toEqual([]);
  });

  it("describes conditions", () => {
    expect(
      describeCondition({
        properties: {
          additionalInfo: { properties: { checkoutMode: { const: "CUSTOM" } }, required: ["checkoutMode"] },
        },
        required: ["additionalInfo"],
      }),
    ).toBe('additionalInfo.checkoutMode is "CUSTOM"');
    expect(describeCondition({ required: ["lat"] })).toBe("lat is sent");
  });
});

describe("parseJsonText", () => {
  it.each([
    ['{\n  "a": 1,\n  "b": }', 3, 8, /unexpected "}"; expected a value/],
    ['{\n  "a": 1,\n}', 3, 1, /comma before \} is not allowed/],
    ["{'a': 1}", 1, 2, /expected a field name in double quotes/],
    ['{"a": "line\nbreak"}', 1, 12, /not closed before the end of the line/],
    ['{"a": 1} x', 1, 10, /after the end of the JSON value/],
    ['{"a": tru}', 1, 7, /expected a value/],
    ["", 1, 1, /the text ends/],
  ])("locates %j at line %i, column %i", (text, line, column, reason) => {
    const result = parseJsonText(text);
    expect("problem" in result).toBe(true);
    if ("problem" in result) {
      expect([result.problem.line, result.problem.column]).toEqual([line, column]);
      expect(result.problem.message).toMatch(reason);
    }
  });

  it("parses JSON, and agrees with JSON.parse on what is JSON", () => {
    expect(parseJsonText('[1, {"a": "\\u00e9"}]')).toEqual({ value: [1, { a: "é" }] });
    for (const t of [
      "1",
      "-0.5e3",
      '"x"',
      "[]",
      "{}",
      " null ",
      '{"a":[true,false]}',
      "01",
      "1.",
      ".5",
      "[1,]",
      '"\\x"',
      "nul",
      "{a:1}",
    ]) {
      let native = true;
      try {
        JSON.parse(t);
      } catch {
        native = false;
      }
      expect(findJsonError(t) === null, t).toBe(native);
    }
  });
});

// Differential test: on every operation's request body schema, for its examples and hundreds of
// mutations of them, the checker's verdict (valid or not) is Ajv's.
describe("checkJson agrees with Ajv on the OpenAPI document", () => {
  const config = parseSiteConfig(siteConfigInput);
  const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
  const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

  function* mutations(value: Json): Generator<Json> {
    const paths: (string | number)[][] = [];
    const walk = (v: Json, p: (string | number)[]) => {
      paths.push(p);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
    };
    walk(value, []);
    const get = (root: Json, p: (string | number)[]) =>
      p.reduce<Json>((node, k) => (node as Record<string, Json>)[k as string], root);
    const set = (root: Json, p: (string | number)[], next: Json | undefined): Json => {
      if (!p.length) return next as Json;
      const copy = clone(root);
      const parent = get(copy, p.slice(0, -1)) as Record<string | number, Json>;
      if (next === undefined) {
        if (Array.isArray(parent)) parent.splice(p[p.length - 1] as number, 1);
        else delete parent[p[p.length - 1]];
      } else parent[p[p.length - 1]] = next;
      return copy;
    };
    for (const p of paths) {
      const v = get(value, p);
      if (p.length) yield set(value, p, undefined);
      if (typeof v === "string") {
        yield set(value, p, "x".repeat(300));
        yield set(value, p, "");
        yield set(value, p, 42);
        yield set(value, p, "OTHER_VALUE");
        yield set(value, p, "2025-13-40T99:00:00+07:00");
      } else if (typeof v === "number") {
        yield set(value, p, -1);
        yield set(value, p, 1e15);
        yield set(value, p, "1");
      } else if (Array.isArray(v)) {
        yield set(value, p, []);
        if (v.length) yield set(value, p, [...v, v[0]]);
        yield set(value, p, {});
      } else if (v && typeof v === "object") {
        yield set(value, p, { ...v, zzUnknownField: 1 });
        yield set(value, p, "not an object");
      }
    }
  }

  const cases: { operationId: string; schema: JsonObject; examples: Json[] }[] = [];
  for (const entry of api.operations) {
    const file = operationSchemaFile(api.source.doc, entry, entry.key, "00");
    if (!file.body) continue;
    const media = resolvePointer(
      api.source.doc,
      pointerJoin(entry.pointer, "requestBody", "content", "application/json"),
    );
    const examples: Json[] = [];
    if (isObject(media) && isObject(media.examples))
      for (const e of Object.values(media.examples)) if (isObject(e) && e.value !== undefined) examples.push(e.value);
    if (isObject(media) && media.example !== undefined) examples.push(media.example);
    cases.push({ operationId: entry.operationId, schema: file.body, examples });
  }

  it("covers every operation with a request body, each with examples", () => {
    expect(cases.length).toBeGreaterThan(25);
    for (const c of cases) expect(c.examples.length, c.operationId).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.operationId, c] as const))("%s", (_id, c) => {
    const validate = ajv.compile(c.schema);
    let checked = 0;
    for (const example of c.examples) {
      expect(checkJson(c.schema as JsonSchema, example)).toEqual([]);
      for (const variant of mutations(example)) {
        const ajvValid = validate(variant);
        const ours = checkJson(c.schema, variant);
        if (ajvValid !== (ours.length === 0)) {
          throw new Error(
            `${c.operationId}: Ajv says ${ajvValid ? "valid" : "invalid"} (${JSON.stringify(validate.errors)}), checker says ${JSON.stringify(ours)} for ${JSON.stringify(variant)}`,
          );
        }
        if (!ajvValid) expect(ours.length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
