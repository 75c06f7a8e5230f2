import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { checkApiChanges, diffDocuments, parseSnapshot } from "../gate";
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

describe("checkApiChanges", () => {
  it("wants a breaking entry dated after the snapshot; one on the snapshot's own day does not count", () => {
    const after = smallDoc();
    delete (
      after.paths["/v1.0/things"].post.responses["200"].content["application/json"].schema.properties as Record<
        string,
        unknown
      >
    ).referenceNo;
    const run = (entries: ChangelogEntryData[]) =>
      checkApiChanges({
        snapshot: { date: "2025-06-02", source: stringify(smallDoc()) },
        currentSource: stringify(after),
        entries,
        today: "2026-01-05",
        snapshotFile: "openapi-snapshot.yaml",
      });
    expect(run([entry({})]).error).toMatch(/POST \/v1.0\/things: .*referenceNo/);
    expect(run([entry({ changes: ["breaking"] })]).error).toContain(
      'no changelog entry tagged "breaking" is dated after 2025-06-02',
    );
    const passing = run([
      entry({}),
      entry({ slug: "2026-01-05-reference-no", date: "2026-01-05", changes: ["breaking"], file: "b.mdx" }),
    ]);
    expect(passing.error).toBeNull();
    expect(passing.announcedBy?.file).toBe("b.mdx");
    expect(passing.draft).toContain("operations: [createThing]");
  });
});

/** Gatsby's reporter as the gate uses it: `panic` prints the message and ends the build (here: throws it). */
function recordingReporter() {
  const printed: string[] = [];
  return {
    printed,
    reporter: {
      info: (message: string) => void printed.push(message),
      warn: (message: string) => void printed.push(message),
      panic: (message: string): never => {
        throw new Error(message);
      },
    },
  };
}

describe("the change gate, through the build's own entry point", () => {
  it("gatsby-node's onPreBootstrap fails naming a removed required field, and passes once a breaking entry dated after the snapshot exists", async () => {
    // A temporary copy of the site's content (and package.json, which gatsby-node reads): the
    // build resolves content/ from the working directory, so the test runs gatsby-node there.
    const repo = process.cwd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-gate-"));
    fs.cpSync(path.join(repo, "content"), path.join(dir, "content"), { recursive: true });
    fs.copyFileSync(path.join(repo, "package.json"), path.join(dir, "package.json"));
    const copy = path.join(dir, "content", "openapi", "merchant-api-v2.yaml");
    const snapshotDate = parseSnapshot(
      fs.readFileSync(path.join(dir, "content", "changelog", "openapi-snapshot.yaml"), "utf8"),
      "openapi-snapshot.yaml",
    ).date;
    const doc = parse(fs.readFileSync(copy, "utf8")) as {
      components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> };
    };
    const schema = doc.components.schemas.PgCreateOrderResponse;
    expect(schema.required).toContain("referenceNo");
    schema.required = schema.required.filter((f) => f !== "referenceNo");
    delete schema.properties.referenceNo;
    fs.writeFileSync(copy, stringify(doc));

    /** Loads gatsby-node afresh (it reads content/ when loaded, as `gatsby build` does) and runs the lifecycle Gatsby runs first. */
    const preBootstrap = async () => {
      vi.resetModules();
      const gatsbyNode = await import("../../../../gatsby-node");
      const { printed, reporter } = recordingReporter();
      await gatsbyNode.onPreBootstrap?.(
        { reporter } as unknown as ParentSpanPluginArgs,
        { plugins: [] },
        () => undefined,
      );
      return printed;
    };

    process.chdir(dir);
    try {
      const failure = await preBootstrap().then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toContain("POST /v1.0/payment-gateway/create-order");
      expect(failure).toContain("referenceNo");
      expect(failure).toContain(`no changelog entry tagged "breaking" is dated after ${snapshotDate}`);
      expect(failure).toContain("content/changelog/openapi-snapshot.yaml");

      const day = new Date(Date.parse(`${snapshotDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      fs.writeFileSync(
        path.join(dir, "content", "changelog", `${day}-create-order-reference-no.mdx`),
        [
          "---",
          `date: ${day}`,
          "title: Create Order no longer returns referenceNo",
          "products: [payment-gateway]",
          "changes: [breaking]",
          "operations: [pgCreateOrder]",
          "---",
          "",
          "Use `partnerReferenceNo` to find the order instead.",
          "",
        ].join("\n"),
      );
      const printed = await preBootstrap();
      const draft = printed.join("\n");
      expect(draft).toContain(`breaking changes announced by content/changelog/${day}-create-order-reference-no.mdx`);
      expect(draft).toContain("operations: [pgCreateOrder]");
      expect(draft).toContain("referenceNo");
    } finally {
      process.chdir(repo);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("the change gate on the real document", () => {
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
