import type { JsonObject } from "../document";
import { listOperations } from "../document";
import { buildOperationView } from "../views/operation";
import { operationSearchSections } from "../views/search-sections";
import { schemaRows } from "../views/schema-rows";
import { splitFirstSentence } from "../views/summary";
import { apiAnchors, apiHeadings, codeText } from "../../../lib/openapi";

const doc: JsonObject = {
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths: {
    "/v1.0/things": {
      get: {
        operationId: "listThings",
        summary: "List Things",
        description:
          "Lists things for `v1.0` clients. Then more.\n\nSecond paragraph with [a link](/guide/authentication).",
        tags: ["Things"],
        "x-service-code": "77",
        "x-api-type": "service",
        "x-direction": "merchant-to-saku",
        "x-requirement": "optional",
        "x-timeout-seconds": 5,
        "x-idempotency-key": "X-EXTERNAL-ID",
        "x-used-in": ["guide/things"],
        "x-lifecycle": { status: "beta", sandbox: true, production: false, since: "2025-01-01" },
        "x-rules": ["Call it **gently**."],
        "x-response-codes": [
          { code: "2007700", message: "Successful", meaning: "Listed.", action: "Use them.", retry: "no" },
        ],
        parameters: [
          { $ref: "#/components/parameters/Stamp" },
          {
            name: "filter",
            in: "query",
            required: true,
            description: "Filter.",
            schema: { type: "string", maxLength: 20 },
            example: "a b",
          },
          {
            name: "blob",
            in: "query",
            required: true,
            description: "Pre-encoded.",
            schema: { type: "string" },
            example: "%7B%7D",
          },
          {
            name: "extra",
            in: "query",
            required: false,
            description: "Optional.",
            schema: { type: "string" },
            example: "x",
          },
        ],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Things" },
                examples: { ok: { summary: "Listed", value: { responseCode: "2007700" } } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    parameters: {
      Stamp: {
        name: "X-TIMESTAMP",
        in: "header",
        required: true,
        description: "When.",
        schema: { type: "string", minLength: 25, maxLength: 25, example: "2025-03-14T10:15:30+07:00" },
      },
    },
    schemas: {
      Money: {
        type: "object",
        description: "Money.",
        required: ["value"],
        properties: {
          value: { type: "string", minLength: 4, maxLength: 19, example: "1.00" },
          currency: { type: "string", enum: ["IDR"] },
        },
      },
      Things: {
        type: "object",
        required: ["responseCode"],
        properties: {
          responseCode: { type: "string", pattern: "^[0-9]{7}$", description: "Code." },
          total: { $ref: "#/components/schemas/Money", description: "Sum of all things." },
          items: {
            type: "array",
            minItems: 1,
            maxItems: 10,
            items: {
              type: "object",
              properties: {
                name: { type: "string", "x-condition": "Required when the thing has a name", example: "Kopi" },
              },
            },
          },
          tags: { type: "object", additionalProperties: { type: "string", maxLength: 8 }, example: { a: "b" } },
        },
        allOf: [{ properties: { page: { type: "integer", minimum: 1, maximum: 9, default: 1 } }, required: ["page"] }],
      },
    },
  },
};

describe("schema rows", () => {
  const rows = schemaRows(doc, { $ref: "#/components/schemas/Things" }, "response-body");

  it("flattens nested objects and arrays of objects below their parent, with anchors of their path", () => {
    expect(rows.map((r) => [r.id, r.depth, r.parent, r.nested])).toEqual([
      ["response-body.responseCode", 0, -1, false],
      ["response-body.total", 0, -1, true],
      ["response-body.total.value", 1, 1, false],
      ["response-body.total.currency", 1, 1, false],
      ["response-body.items", 0, -1, true],
      ["response-body.items.name", 1, 4, false],
      ["response-body.tags", 0, -1, false],
      ["response-body.page", 0, -1, false],
    ]);
  });

  it("shows types, lengths, requirement, conditions, values, constraints and examples", () => {
    const by = (id: string) => rows.find((r) => r.id === `response-body.${id}`);
    expect(by("total")).toMatchObject({
      type: "object",
      required: "optional",
      description: [["p", 0, "Sum of all things."]],
    });
    expect(by("total.value")).toMatchObject({
      type: "string",
      length: "4 - 19",
      required: "required",
      example: "1.00",
    });
    expect(by("total.currency")?.values).toEqual(["IDR"]);
    expect(by("items")).toMatchObject({ type: "array of object", length: "1 - 10 items" });
    expect(by("items.name")).toMatchObject({
      required: "conditional",
      condition: "Required when the thing has a name",
      example: "Kopi",
    });
    expect(by("responseCode")?.constraints).toEqual([{ label: "Pattern", value: "^[0-9]{7}$" }]);
    expect(by("tags")).toMatchObject({
      type: "map of string",
      example: '{"a":"b"}',
      constraints: [{ label: "Values", value: "string, max 8" }],
    });
    expect(by("page")).toMatchObject({
      type: "integer",
      required: "required",
      constraints: [
        { label: "Range", value: "1 - 9" },
        { label: "Default", value: "1" },
      ],
    });
  });
});

describe("descriptions", () => {
  it("split after the first sentence, ignoring periods inside code and abbreviations", () => {
    expect(splitFirstSentence("Lists things for `v1.0` clients. Then more.\n\nNext.")).toEqual([
      "Lists things for `v1.0` clients.",
      "Then more.\n\nNext.",
    ]);
    expect(splitFirstSentence("Pay, e.g. by card. Done.")).toEqual(["Pay, e.g. by card.", "Done."]);
    expect(splitFirstSentence("One sentence only.\n\nSecond paragraph.")).toEqual([
      "One sentence only.",
      "Second paragraph.",
    ]);
  });
});

describe("an operation view", () => {
  const [entry] = listOperations(doc);
  const op = buildOperationView(doc, entry, {
    product: { name: "Saku", slug: "saku" },
    servers: { sandboxBaseUrl: "https://sandbox.test", productionBaseUrl: "https://prod.test" },
    guide: (docId) => ({ title: "Things guide", route: `/${docId}/` }),
    pageName: "list-things",
    authenticationRoute: "/guide/authentication/",
  });

  it("has the facts, purpose, guides and rules of the operation", () => {
    expect(op).toMatchObject({
      method: "GET",
      path: "/v1.0/things",
      serviceCode: "77",
      timeoutSeconds: 5,
      requirement: "optional",
      lifecycle: { status: "beta", production: false },
    });
    expect(op.purpose).toEqual(["Lists things for ", ["code", 0, "v1.0"], " clients."]);
    expect(op.description).toEqual([
      ["p", 0, "Then more."],
      ["p", 0, "Second paragraph with ", ["a", { href: "/guide/authentication" }, "a link"], "."],
    ]);
    expect(op.idempotencyKey).toEqual([["code", 0, "X-EXTERNAL-ID"]]);
    expect(op.usedIn).toEqual([{ title: "Things guide", route: "/guide/things/" }]);
    expect(op.rules).toEqual([["Call it ", ["strong", 0, "gently"], "."]]);
  });

  it("lists Content-Type with the documented headers, and the query parameters", () => {
    expect(op.headers.map((h) => h.name)).toEqual(["Content-Type", "X-TIMESTAMP"]);
    expect(op.query.map((q) => [q.name, q.required])).toEqual([
      ["filter", "required"],
      ["blob", "required"],
      ["extra", "optional"],
    ]);
  });

  it("signs and sends the query string in the samples, encoding only what is not encoded yet", () => {
    const curl = codeText(op.samples[0]);
    expect(curl).toContain("URL_PATH='/v1.0/things?filter=a%20b&blob=%7B%7D'");
    expect(curl).toContain('SIGNATURE="$(sign "GET:$URL_PATH:$BODY_HASH:$TIMESTAMP")"');
    expect(op.samples.map((s) => s.value)).toEqual(["curl", "node", "python", "go", "java", "php"]);
  });

  it("gives the page its headings and every anchor the link check needs", () => {
    const data = { kind: "operation" as const, operation: op };
    expect(apiHeadings(data).map((h) => h.id)).toEqual([
      "rules-and-notes",
      "request",
      "request-headers",
      "query-parameters",
      "code-samples",
      "response",
      "response-body",
      "response-examples",
      "response-codes",
    ]);
    expect(apiAnchors(data)).toEqual(
      expect.arrayContaining([
        "request-headers.X-TIMESTAMP",
        "query-parameters.filter",
        "response-body.items.name",
        "response-example-200-ok",
        "response-code-2007700",
      ]),
    );
  });
});

describe("search sections", () => {
  it("give every field and response code its anchor and text", () => {
    const [entry] = listOperations(doc);
    const sections = operationSearchSections(doc, entry, {
      product: "Saku",
      authenticationRoute: "/guide/authentication/",
    });
    expect(sections[0]).toEqual({
      id: "",
      heading: "List Things",
      text: "Lists things for v1.0 clients. Then more. Second paragraph with a link. Call it gently.",
    });
    expect(sections).toContainEqual({
      id: "query-parameters.filter",
      heading: "filter (query parameter)",
      text: "Filter.",
    });
    expect(sections).toContainEqual({
      id: "response-body.items.name",
      heading: "items.name (response, HTTP 200)",
      text: "Required when the thing has a name",
    });
    expect(sections).toContainEqual({
      id: "response-code-2007700",
      heading: "2007700 Successful",
      text: "Listed. Use them.",
    });
  });
});

describe("field history in the tables", () => {
  // The test document with marks: `extra` (a query parameter) and `items.name` added after the
  // operation's launch (2025-01-01), `tags` deprecated with a date and a note, `total` added on launch day.
  const marked = structuredClone(doc);
  const get = marked.paths as unknown as Record<string, { get: { parameters: JsonObject[] } }>;
  get["/v1.0/things"].get.parameters[3]["x-added"] = "2025-04-01";
  const things = (marked.components as unknown as { schemas: { Things: { properties: Record<string, JsonObject> } } })
    .schemas.Things.properties;
  Object.assign(things.tags, {
    deprecated: true,
    "x-deprecated-on": "2025-05-05",
    "x-deprecation-note": "Use `labels`.",
  });
  things.total["x-added"] = "2025-01-01";
  (things.items.items as { properties: Record<string, JsonObject> }).properties.name["x-added"] = "2025-04-01";
  const [entry] = listOperations(marked);
  const asked: string[] = [];
  const op = buildOperationView(marked, entry, {
    product: { name: "Saku", slug: "saku" },
    servers: { sandboxBaseUrl: "https://sandbox.test", productionBaseUrl: "https://prod.test" },
    guide: (docId) => ({ title: "Things guide", route: `/${docId}/` }),
    pageName: "list-things",
    authenticationRoute: "/guide/authentication/",
    fieldEntry: (kind, date, operationId) => {
      asked.push(`${kind} ${date} ${operationId}`);
      return `${date}-${kind}`;
    },
  });
  const rows = [...op.query, ...op.responseBodies.flatMap((t) => t.rows)];
  const by = (id: string) => rows.find((r) => r.id === id);

  it("carry Added on and Deprecated with the changelog entry they link to, and the note as rich text", () => {
    expect(by("query-parameters.extra")?.added).toEqual({ date: "2025-04-01", entry: "2025-04-01-added" });
    expect(by("response-body.items.name")?.added).toEqual({ date: "2025-04-01", entry: "2025-04-01-added" });
    expect(by("response-body.tags")?.deprecated).toEqual({
      change: { date: "2025-05-05", entry: "2025-05-05-deprecated" },
      note: ["Use ", ["code", 0, "labels"], "."],
    });
    expect(asked).toContain("deprecated 2025-05-05 listThings");
  });

  it("leave out an x-added on or before the operation's launch, and unmarked fields", () => {
    expect(by("response-body.total")?.added).toBeUndefined();
    expect(by("query-parameters.filter")).not.toHaveProperty("added");
    expect(by("response-body.responseCode")).not.toHaveProperty("deprecated");
  });

  it("let search find a deprecated field by the word and its note", () => {
    const sections = operationSearchSections(marked, entry, {
      product: "Saku",
      authenticationRoute: "/guide/authentication/",
    });
    expect(sections.find((s) => s.id === "response-body.tags")?.text).toMatch(/^Deprecated\. Use labels\./);
  });
});
