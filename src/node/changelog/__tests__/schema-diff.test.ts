import { describe, expect, it } from "vitest";
import { diffDocuments, draftEntry, type ApiChange } from "../gate";

/**
 * A small OpenAPI 3.1 document with what the change gate must understand: a request with a
 * conditional requirement (`if`/`then`/`else`), `dependentRequired` and `anyOf`, type lists with
 * `null`, a response, and a webhook whose body the merchant receives and whose answer it sends.
 */
function smallDoc() {
  const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    components: {
      securitySchemes: { B2BToken: { type: "http", scheme: "bearer" }, Other: { type: "http", scheme: "basic" } },
      schemas: {
        Thing: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", maxLength: 64 },
            kind: { type: "string", enum: ["A", "B"] },
            note: { type: ["string", "null"] },
            mode: { type: "string", enum: ["HOSTED", "CUSTOM"] },
            options: { type: "array", items: { type: "string" } },
            card: { type: "string" },
            cvv: { type: "string" },
            orderNo: { type: "string" },
            referenceNo: { type: "string" },
          },
          if: { properties: { mode: { const: "CUSTOM" } }, required: ["mode"] },
          then: { required: ["options"] },
          else: { not: { required: ["options"] } },
          dependentRequired: { card: ["cvv"] },
          anyOf: [{ required: ["orderNo"] }, { required: ["referenceNo"] }],
        },
        ThingResult: {
          type: "object",
          required: ["responseCode", "referenceNo"],
          properties: {
            responseCode: { type: "string" },
            referenceNo: { type: "string" },
            status: { type: "string", enum: ["OK", "FAILED"] },
            paidTime: { type: "string" },
          },
        },
        ThingNotice: {
          type: "object",
          required: ["status"],
          properties: {
            status: { type: "string", enum: ["PAID", "FAILED"] },
            paidTime: { type: ["string", "null"] },
            referenceNo: { type: "string" },
          },
        },
      },
    },
    paths: {
      "/v1.0/things": {
        post: {
          operationId: "createThing",
          tags: ["Payment Gateway"],
          "x-service-code": "01",
          security: [{ B2BToken: [] }],
          requestBody: json({ $ref: "#/components/schemas/Thing" }),
          responses: { "200": { description: "ok", ...json({ $ref: "#/components/schemas/ThingResult" }) } },
        },
      },
    },
    webhooks: {
      thingNotify: {
        post: {
          operationId: "thingNotify",
          tags: ["Payment Gateway"],
          "x-service-code": "02",
          requestBody: json({ $ref: "#/components/schemas/ThingNotice" }),
          responses: {
            "200": {
              description: "ok",
              ...json({ type: "object", required: ["responseCode"], properties: { responseCode: { type: "string" } } }),
            },
          },
        },
      },
    },
  };
}

type Doc = ReturnType<typeof smallDoc>;
type S = Record<string, unknown> & { properties: Record<string, Record<string, unknown>>; required: string[] };
const thing = (d: Doc) => d.components.schemas.Thing as unknown as S & Record<string, Record<string, unknown>>;
const anyOf = (d: Doc) => thing(d).anyOf as unknown as { required: string[] }[];
const result = (d: Doc) => d.components.schemas.ThingResult as unknown as S;
const notice = (d: Doc) => d.components.schemas.ThingNotice as unknown as S;
const answer = (d: Doc) => d.webhooks.thingNotify.post.responses["200"].content["application/json"].schema as S;

const request = "POST /v1.0/things";
const webhook = "webhook thingNotify";

/** [what, change, breaking?, where, location, field, words the line must contain] */
const cases: [string, (d: Doc) => void, boolean, string, string | null, string | null, string][] = [
  // Requests: narrowing what is accepted breaks, widening does not.
  [
    "new required request field",
    (d) => thing(d).required.push("kind"),
    true,
    request,
    "request body",
    "kind",
    "is now required",
  ],
  [
    "narrowed request enum",
    (d) => (thing(d).properties.kind.enum = ["A"]),
    true,
    request,
    "request body",
    "kind",
    "no longer accepts B",
  ],
  [
    "widened request enum",
    (d) => (thing(d).properties.kind.enum = ["A", "B", "C"]),
    false,
    request,
    "request body",
    "kind",
    "now also accepts C",
  ],
  [
    "request field now nullable",
    (d) => (thing(d).properties.name.type = ["string", "null"]),
    false,
    request,
    "request body",
    "name",
    "now also accepts null",
  ],
  [
    "request field no longer nullable",
    (d) => (thing(d).properties.note.type = "string"),
    true,
    request,
    "request body",
    "note",
    "no longer accepts null",
  ],
  [
    "narrowed maxLength",
    (d) => (thing(d).properties.name.maxLength = 32),
    true,
    request,
    "request body",
    "name",
    "maxLength 64 → 32",
  ],
  ["removed request field", (d) => delete thing(d).properties.kind, true, request, "request body", "kind", "removed"],
  [
    "new optional request field",
    (d) => (thing(d).properties.memo = { type: "string" }),
    false,
    request,
    "request body",
    "memo",
    "added, optional",
  ],
  // Conditional requirements.
  [
    "then requires more",
    (d) => (thing(d).then.required as string[]).push("card"),
    true,
    request,
    "request body",
    "card",
    "is now required when `mode` is CUSTOM",
  ],
  [
    "then requires less",
    (d) => (thing(d).then = { required: [] }),
    false,
    request,
    "request body",
    "options",
    "is now optional when `mode` is CUSTOM",
  ],
  [
    "if condition changed",
    (d) => ((thing(d).if.properties as S["properties"]).mode.const = "HOSTED"),
    true,
    request,
    "request body",
    null,
    "condition on the body changed: when `mode` is CUSTOM → when `mode` is HOSTED",
  ],
  [
    "else removed",
    (d) => delete thing(d).else,
    false,
    request,
    "request body",
    null,
    "no longer: `options` must not be sent unless `mode` is CUSTOM",
  ],
  [
    "dependentRequired added",
    (d) => (thing(d).dependentRequired = { card: ["cvv"], kind: ["note"] }),
    true,
    request,
    "request body",
    "note",
    "is now required when `kind` is sent",
  ],
  [
    "dependentRequired removed",
    (d) => (thing(d).dependentRequired = {}),
    false,
    request,
    "request body",
    "cvv",
    "no longer required when `card` is sent",
  ],
  [
    "anyOf alternative removed",
    (d) => anyOf(d).pop(),
    true,
    request,
    "request body",
    null,
    "1 alternative(s) of anyOf removed",
  ],
  [
    "anyOf alternative added",
    (d) => anyOf(d).push({ required: ["card"] }),
    false,
    request,
    "request body",
    null,
    "1 new alternative(s) in anyOf",
  ],
  [
    "anyOf alternative narrowed",
    (d) => (anyOf(d)[0].required = ["orderNo", "card"]),
    true,
    request,
    "request body",
    "card",
    "is now required in alternative 1 of anyOf",
  ],
  [
    "deprecated request field",
    (d) => (thing(d).properties.kind.deprecated = true),
    false,
    request,
    "request body",
    "kind",
    "is deprecated",
  ],
  // Responses: what the merchant may receive widens → breaking, except what the policy calls compatible.
  [
    "response field may be null",
    (d) => (result(d).properties.paidTime.type = ["string", "null"]),
    true,
    request,
    "response 200",
    "paidTime",
    "may now be null",
  ],
  [
    "response field may be absent",
    (d) => (result(d).required = ["responseCode"]),
    true,
    request,
    "response 200",
    "referenceNo",
    "may now be absent",
  ],
  [
    "new response enum value (compatible by policy)",
    (d) => (result(d).properties.status.enum = ["OK", "FAILED", "PENDING"]),
    false,
    request,
    "response 200",
    "status",
    "may now be PENDING",
  ],
  [
    "new response field",
    (d) => (result(d).properties.paidAmount = { type: "string" }),
    false,
    request,
    "response 200",
    "paidAmount",
    "added, optional",
  ],
  [
    "response field removed",
    (d) => delete result(d).properties.status,
    true,
    request,
    "response 200",
    "status",
    "removed",
  ],
  // Webhooks: the merchant receives the body and writes the answer.
  [
    "notification field no longer null",
    (d) => (notice(d).properties.paidTime.type = "string"),
    false,
    webhook,
    "notification body",
    "paidTime",
    "is no longer null",
  ],
  [
    "notification field may be absent",
    (d) => (notice(d).required = []),
    true,
    webhook,
    "notification body",
    "status",
    "may now be absent",
  ],
  [
    "notification field removed",
    (d) => delete notice(d).properties.referenceNo,
    true,
    webhook,
    "notification body",
    "referenceNo",
    "removed",
  ],
  [
    "notification enum narrowed",
    (d) => (notice(d).properties.status.enum = ["PAID"]),
    false,
    webhook,
    "notification body",
    "status",
    "is no longer FAILED",
  ],
  [
    "answer needs a new field",
    (d) => ((answer(d).properties.ackId = { type: "string" }), answer(d).required.push("ackId")),
    true,
    webhook,
    "your response 200",
    "ackId",
    "added, required",
  ],
  [
    "webhook removed",
    (d) => delete (d.webhooks as Record<string, unknown>).thingNotify,
    true,
    webhook,
    null,
    null,
    "webhook removed",
  ],
  [
    "operation removed",
    (d) => delete (d.paths as Record<string, unknown>)["/v1.0/things"],
    true,
    request,
    null,
    null,
    "operation removed",
  ],
];

const describeChange = (c: ApiChange) =>
  `${c.breaking ? "breaking" : "compatible"} ${c.where} | ${c.location} | ${c.field} | ${c.description}`;

describe("the change gate's comparison on a 3.1 document with conditionals, webhooks and null", () => {
  it.each(cases)("%s", (_name, change, breaking, where, location, field, words) => {
    const after = smallDoc();
    change(after);
    const changes = diffDocuments(smallDoc(), after);
    // One change, one line: no copy under components, none from a second tool.
    expect(changes.map(describeChange)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ breaking, where, location, field, source: "schemas" });
    expect(changes[0].description).toContain(words);
  });

  it("drafts a deprecation as deprecated and a new optional field as added, with the field mark to set", () => {
    const after = smallDoc();
    thing(after).properties.kind.deprecated = true;
    thing(after).properties.memo = { type: "string" };
    const draft = draftEntry(diffDocuments(smallDoc(), after), "2026-03-02");
    expect(draft).toContain("changes: [added, deprecated]");
    expect(draft).toContain("operations: [createThing]");
    expect(draft).toContain("#   createThing, request body, kind: x-deprecated-on: 2026-03-02 and x-deprecation-note");
    expect(draft).toContain("#   createThing, request body, memo: x-added: 2026-03-02");
  });

  it("keeps what only api-smart-diff sees (an operation's security), once", () => {
    const after = smallDoc();
    (after.paths["/v1.0/things"].post as { security: unknown }).security = [{ Other: [] }];
    const changes = diffDocuments(smallDoc(), after);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.source === "api-smart-diff" && c.where === request)).toBe(true);
    expect(new Set(changes.map((c) => c.description)).size).toBe(changes.length);
  });
});
