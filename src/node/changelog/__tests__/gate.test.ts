import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkApiChanges, diffDocuments, formatSnapshot, parseSnapshot } from "../gate";
import { openapiFile } from "../entries";
import type { ChangelogEntryData } from "../../../lib/changelog";

const entry = (over: Partial<ChangelogEntryData>): ChangelogEntryData => ({
  slug: "2025-06-02-x",
  file: "content/changelog/2025-06-02-x.mdx",
  date: "2025-06-02",
  title: "Something",
  products: ["payment-gateway"],
  changes: ["added"],
  operations: [],
  ...over,
});

/** A small OpenAPI 3.1 document with one operation whose request and response have required fields. */
function smallDoc() {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/v1.0/things": {
        post: {
          operationId: "createThing",
          tags: ["Payment Gateway"],
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["name"],
                  properties: { name: { type: "string" }, kind: { type: "string", enum: ["A", "B"] } },
                },
              },
            },
          },
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["responseCode"],
                    properties: { responseCode: { type: "string" }, referenceNo: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
}

describe("diffDocuments (api-smart-diff)", () => {
  it("classes a new required request field and a narrowed enum as breaking, a new optional field as not", () => {
    const before = smallDoc();
    const after = smallDoc();
    const body = after.paths["/v1.0/things"].post.requestBody.content["application/json"].schema;
    body.required.push("kind");
    body.properties.kind.enum = ["A"];
    (body.properties as Record<string, unknown>).note = { type: "string" };
    const changes = diffDocuments(before, after);
    const breaking = changes.filter((c) => c.breaking).map((c) => c.description);
    expect(breaking.some((d) => d.includes("kind") && /required/i.test(d))).toBe(true);
    expect(breaking.some((d) => d.includes("kind") && /enum|B/.test(d))).toBe(true);
    const other = changes.filter((c) => !c.breaking);
    expect(other.some((c) => c.description.includes("note"))).toBe(true);
    expect(changes.every((c) => c.where === "POST /v1.0/things" && c.operationId === "createThing")).toBe(true);
  });

  it("classes a removed field as breaking, in a request as in a response", () => {
    const after = smallDoc();
    const op = after.paths["/v1.0/things"].post;
    delete (op.requestBody.content["application/json"].schema.properties as Record<string, unknown>).kind;
    delete (op.responses["200"].content["application/json"].schema.properties as Record<string, unknown>).referenceNo;
    const breaking = diffDocuments(smallDoc(), after).filter((c) => c.breaking);
    expect(breaking.map((c) => c.description).join("\n")).toMatch(/kind[\s\S]*referenceNo|referenceNo[\s\S]*kind/);
  });
});

describe("the change gate on a temporary copy of the real OpenAPI document", () => {
  it("fails naming a removed required field, and passes once a breaking entry dated after the snapshot exists", () => {
    const source = fs.readFileSync(openapiFile, "utf8");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-gate-"));
    const copy = path.join(dir, "merchant-api-v2.yaml");
    const doc = parse(source) as {
      components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> };
    };
    const schema = doc.components.schemas.PgCreateOrderResponse;
    schema.required = schema.required.filter((f) => f !== "referenceNo");
    delete schema.properties.referenceNo;
    fs.writeFileSync(copy, stringify(doc));
    const snapshot = parseSnapshot(formatSnapshot("2025-06-02", source), "openapi-snapshot.yaml");
    const run = (entries: ChangelogEntryData[]) =>
      checkApiChanges({
        snapshot,
        currentSource: fs.readFileSync(copy, "utf8"),
        entries,
        today: "2026-01-05",
        snapshotFile: "openapi-snapshot.yaml",
      });

    const failing = run([entry({})]);
    expect(failing.error).toContain("POST /v1.0/payment-gateway/create-order");
    expect(failing.error).toContain("referenceNo");
    expect(failing.error).toContain('no changelog entry tagged "breaking" is dated after 2025-06-02');

    // A breaking entry on the snapshot's own day does not count: it was there when the snapshot was taken.
    expect(run([entry({ changes: ["breaking"] })]).error).toContain("referenceNo");

    const passing = run([
      entry({}),
      entry({ slug: "2026-01-05-reference-no", date: "2026-01-05", changes: ["breaking"], file: "b.mdx" }),
    ]);
    expect(passing.error).toBeNull();
    expect(passing.announcedBy?.file).toBe("b.mdx");
    expect(passing.draft).toContain("operations: [pgCreateOrder]");
    expect(passing.draft).toContain("referenceNo");
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("costs nothing when the document equals the snapshot", () => {
    const source = fs.readFileSync(openapiFile, "utf8");
    const result = checkApiChanges({
      snapshot: { date: "2025-06-02", source },
      currentSource: source,
      entries: [],
      today: "2026-01-05",
      snapshotFile: "s.yaml",
    });
    expect(result).toMatchObject({ error: null, draft: null, breaking: [], other: [] });
  });

  it("the repository's snapshot matches the document (run npm run changelog:snapshot after an entry)", () => {
    const snapshot = parseSnapshot(
      fs.readFileSync(path.join(path.dirname(openapiFile), "..", "changelog", "openapi-snapshot.yaml"), "utf8"),
      "openapi-snapshot.yaml",
    );
    expect(snapshot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("rejects a snapshot file without its header", () => {
    expect(() => parseSnapshot("openapi: 3.1.0\n", "content/changelog/openapi-snapshot.yaml")).toThrow(
      /content\/changelog\/openapi-snapshot.yaml: not a changelog snapshot/,
    );
  });
});
