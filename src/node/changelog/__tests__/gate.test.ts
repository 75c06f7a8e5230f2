import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { checkApiChanges, diffDocuments, diffSources, formatSnapshot, nextSnapshot, parseSnapshot } from "../gate";
import { loadChangelog, openapiFile, snapshotFile } from "../entries";
import { todayInJakarta } from "../frontmatter";
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

/** A small OpenAPI 3.1 document with two operations (classifications: schema-diff.test.ts). */
function smallDoc() {
  const op = (operationId: string, code: string) => ({
    operationId,
    tags: ["Payment Gateway"],
    "x-service-code": code,
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
  });
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/v1.0/things": { post: op("createThing", "01") }, "/v1.0/other": { post: op("otherThing", "02") } },
  };
}

/** The small document with `referenceNo` removed from createThing's response: one breaking change. */
function withoutReferenceNo() {
  const after = smallDoc();
  delete (
    after.paths["/v1.0/things"].post.responses["200"].content["application/json"].schema.properties as Record<
      string,
      unknown
    >
  ).referenceNo;
  return after;
}

const snapshotOf = (source: string, entries: string[] = ["2025-06-02-x"]) => ({ date: "2025-06-02", entries, source });

describe("checkApiChanges", () => {
  const run = (entries: ChangelogEntryData[], today = "2026-01-05") =>
    checkApiChanges({
      snapshot: snapshotOf(stringify(smallDoc())),
      currentSource: stringify(withoutReferenceNo()),
      entries,
      today,
      snapshotFile: "openapi-snapshot.yaml",
    });
  const breakingFor = (operations: string[], over: Partial<ChangelogEntryData> = {}) =>
    entry({
      slug: "2026-01-05-reference-no",
      date: "2026-01-05",
      changes: ["breaking"],
      operations,
      file: "content/changelog/2026-01-05-reference-no.mdx",
      ...over,
    });

  it("fails naming the change and its operation, and says which entry would clear it", () => {
    const error = run([entry({})]).error;
    expect(error).toContain(
      "1 breaking change since openapi-snapshot.yaml (2025-06-02) that no changelog entry announces",
    );
    expect(error).toContain("POST /v1.0/things (createThing), response 200: `referenceNo` removed");
    expect(error).toContain(
      'dated from 2025-06-02 to today (2026-01-05) with "changes: [breaking]" and "operations: [createThing]"',
    );
  });

  it("is cleared only by a breaking entry that lists the operation", () => {
    const unrelated = run([entry({}), breakingFor(["otherThing"])]);
    expect(unrelated.error).toContain("POST /v1.0/things (createThing), response 200: `referenceNo` removed");
    expect(unrelated.error).toContain(
      "Breaking entries written since the snapshot do not list createThing: content/changelog/2026-01-05-reference-no.mdx (operations: otherThing)",
    );
    const listed = run([entry({}), breakingFor(["createThing"])]);
    expect(listed.error).toBeNull();
    expect(listed.announcedBy.map((e) => e.file)).toEqual(["content/changelog/2026-01-05-reference-no.mdx"]);
    // Listed, but not tagged breaking: not an announcement.
    expect(run([entry({}), breakingFor(["createThing"], { changes: ["changed"] })]).error).not.toBeNull();
  });

  it("counts only entries written since the snapshot, dated from its day to today", () => {
    // On the snapshot's own day, but not in its entry list: new, so it counts.
    expect(
      run([entry({}), breakingFor(["createThing"], { slug: "2025-06-02-y", date: "2025-06-02" })]).error,
    ).toBeNull();
    // An entry the snapshot already saw announced an earlier change, not this one.
    expect(run([entry({ changes: ["breaking"], operations: ["createThing"] })]).error).not.toBeNull();
    // Back-dated before the snapshot, or dated after today: no.
    expect(
      run([entry({}), breakingFor(["createThing"], { slug: "2025-01-01-y", date: "2025-01-01" })]).error,
    ).not.toBeNull();
    expect(run([entry({}), breakingFor(["createThing"])], "2026-01-04").error).not.toBeNull();
  });

  it("prints a draft for the changes no new entry lists, and none once an entry lists them", () => {
    const before = run([entry({})]);
    expect(before.draft).toContain("changes: [breaking]");
    expect(before.draft).toContain("operations: [createThing]");
    expect(run([entry({}), breakingFor(["createThing"])]).draft).toBeNull();
  });

  it("asks for removed: for a removed operation, and accepts an entry that lists it there", () => {
    const after = smallDoc();
    delete (after.paths as Record<string, unknown>)["/v1.0/other"];
    const gate = (entries: ChangelogEntryData[]) =>
      checkApiChanges({
        snapshot: snapshotOf(stringify(smallDoc())),
        currentSource: stringify(after),
        entries,
        today: "2026-01-05",
        snapshotFile: "s.yaml",
      });
    const failure = gate([entry({})]);
    expect(failure.error).toContain("POST /v1.0/other (otherThing): operation removed");
    expect(failure.error).toContain('"changes: [breaking]" and "removed: [otherThing]"');
    expect(failure.draft).toContain("removed: [otherThing]");
    expect(gate([entry({}), breakingFor([], { removed: ["otherThing"] })]).error).toBeNull();
  });
});

describe("npm run changelog:snapshot (nextSnapshot)", () => {
  it("refuses while a breaking change is unannounced, and records every entry it has seen", () => {
    const options = {
      previous: snapshotOf(stringify(smallDoc())),
      currentSource: stringify(withoutReferenceNo()),
      today: "2026-01-05",
      snapshotFile: "s.yaml",
    };
    expect(() => nextSnapshot({ ...options, entries: [entry({})] })).toThrow(
      /referenceNo[\s\S]*The snapshot was not written/,
    );
    const announced = entry({
      slug: "2026-01-05-a",
      date: "2026-01-05",
      changes: ["breaking"],
      operations: ["createThing"],
    });
    const { text } = nextSnapshot({ ...options, entries: [announced, entry({})] });
    expect(parseSnapshot(text, "s.yaml")).toEqual({
      date: "2026-01-05",
      entries: ["2025-06-02-x", "2026-01-05-a"],
      source: options.currentSource,
    });
  });

  it("rejects a snapshot file without its header", () => {
    expect(() => parseSnapshot("openapi: 3.1.0\n", "content/changelog/openapi-snapshot.yaml")).toThrow(
      /content\/changelog\/openapi-snapshot.yaml: not a changelog snapshot/,
    );
    expect(parseSnapshot(formatSnapshot("2025-06-02", ["a", "b"], "openapi: 3.1.0\n"), "s")).toEqual({
      date: "2025-06-02",
      entries: ["a", "b"],
      source: "openapi: 3.1.0\n",
    });
    // A snapshot from before the entry list: the entries dated up to its day count as seen.
    const legacy = parseSnapshot("# changelog-snapshot: 2025-06-02 (…)\nopenapi: 3.1.0\n", "s");
    expect(legacy).toEqual({ date: "2025-06-02", entries: null, source: "openapi: 3.1.0\n" });
    const gate = checkApiChanges({
      snapshot: legacy,
      currentSource: "openapi: 3.1.0\n",
      entries: [entry({}), entry({ slug: "2025-06-03-y", date: "2025-06-03" })],
      today: "2026-01-05",
      snapshotFile: "s",
    });
    expect(gate.newEntries.map((e) => e.slug)).toEqual(["2025-06-03-y"]);
  });
});

describe("each change once, on the real document", () => {
  const doc = () =>
    parse(fs.readFileSync(openapiFile, "utf8")) as {
      components: {
        schemas: Record<
          string,
          Record<string, unknown> & { required: string[]; properties: Record<string, Record<string, unknown>> }
        >;
      };
    };

  it("a removed response field: one line per response that carries it, none under components", () => {
    const after = doc();
    const schema = after.components.schemas.PgCreateOrderResponse;
    schema.required = schema.required.filter((f) => f !== "referenceNo");
    delete schema.properties.referenceNo;
    const changes = diffDocuments(doc(), after);
    expect(changes.map((c) => `${c.breaking} ${c.where} ${c.location} ${c.description}`)).toEqual([
      "true POST /v1.0/payment-gateway/create-order response 200 `referenceNo` removed",
      "true POST /v1.0/payment-gateway/create-order response 202 `referenceNo` removed",
    ]);
  }, 60_000);

  it("a narrowed enum names the value; a tightened conditional requirement is caught", () => {
    const after = doc();
    after.components.schemas.PgCreateOrderAdditionalInfo.properties.checkoutMode.enum = ["HOSTED"];
    (after.components.schemas.PgCreateOrderRequest.then as { required: string[] }).required.push("validUpTo");
    const changes = diffDocuments(doc(), after);
    expect(changes.map((c) => `${c.breaking} ${c.operationId} ${c.field}: ${c.description}`)).toEqual([
      "true pgCreateOrder additionalInfo.checkoutMode: `additionalInfo.checkoutMode` no longer accepts CUSTOM",
      "true pgCreateOrder validUpTo: `validUpTo` is now required when `additionalInfo.checkoutMode` is CUSTOM",
    ]);
  }, 60_000);
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
  it("gatsby-node's onPreBootstrap fails naming a removed required field (an unrelated breaking entry does not help, nor does a missing snapshot), and passes once a breaking entry lists the operation", async () => {
    // A temporary copy of the site's content (and package.json, which gatsby-node reads): the
    // build resolves content/ from the working directory, so the test runs gatsby-node there.
    const repo = process.cwd();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "changelog-gate-"));
    fs.cpSync(path.join(repo, "content"), path.join(dir, "content"), { recursive: true });
    fs.copyFileSync(path.join(repo, "package.json"), path.join(dir, "package.json"));
    const copy = path.join(dir, "content", "openapi", "merchant-api-v2.yaml");
    const snapshotCopy = path.join(dir, "content", "changelog", "openapi-snapshot.yaml");
    const snapshotDate = parseSnapshot(fs.readFileSync(snapshotCopy, "utf8"), "openapi-snapshot.yaml").date;
    const doc = parse(fs.readFileSync(copy, "utf8")) as {
      components: { schemas: Record<string, { required: string[]; properties: Record<string, unknown> }> };
    };
    const schema = doc.components.schemas.PgCreateOrderResponse;
    expect(schema.required).toContain("referenceNo");
    schema.required = schema.required.filter((f) => f !== "referenceNo");
    delete schema.properties.referenceNo;
    fs.writeFileSync(copy, stringify(doc));
    const today = todayInJakarta();
    const writeEntry = (name: string, operations: string) =>
      fs.writeFileSync(
        path.join(dir, "content", "changelog", `${today}-${name}.mdx`),
        [
          "---",
          `date: ${today}`,
          "title: Create Order no longer returns referenceNo",
          "products: [payment-gateway]",
          "changes: [breaking]",
          `operations: [${operations}]`,
          "---",
          "",
          "Use `partnerReferenceNo` to find the order instead.",
          "",
        ].join("\n"),
      );

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
    const failureOf = () =>
      preBootstrap().then(
        () => null,
        (error: Error) => error.message,
      );

    process.chdir(dir);
    try {
      const failure = await failureOf();
      expect(failure).toContain(
        "POST /v1.0/payment-gateway/create-order (pgCreateOrder), response 200: `referenceNo` removed",
      );
      expect(failure).toContain(`dated from ${snapshotDate} to today (${today})`);
      expect(failure).toContain('"operations: [pgCreateOrder]"');
      expect(failure).toContain("content/changelog/openapi-snapshot.yaml");

      // A breaking entry about another operation does not clear it.
      writeEntry("transfer-to-bank", "transferToBank");
      expect(await failureOf()).toContain(
        `Breaking entries written since the snapshot do not list pgCreateOrder: content/changelog/${today}-transfer-to-bank.mdx (operations: transferToBank)`,
      );

      // Without the snapshot, the build stops and says how to make one.
      const snapshotText = fs.readFileSync(snapshotCopy, "utf8");
      fs.rmSync(snapshotCopy);
      expect(await failureOf()).toContain(
        "content/changelog/openapi-snapshot.yaml is missing, and the API change gate compares the OpenAPI document with it. Run npm run changelog:snapshot",
      );
      fs.writeFileSync(snapshotCopy, snapshotText);

      writeEntry("create-order-reference-no", "pgCreateOrder");
      const printed = (await preBootstrap()).join("\n");
      expect(printed).toContain(
        `Breaking changes announced by content/changelog/${today}-create-order-reference-no.mdx`,
      );
      expect(printed).toContain("run npm run changelog:snapshot");
    } finally {
      process.chdir(repo);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("the repository's snapshot", () => {
  it("costs nothing when the document equals the snapshot", () => {
    const source = fs.readFileSync(openapiFile, "utf8");
    expect(diffSources(source, source)).toEqual([]);
  });

  it("is current: taken at the newest entry, after every entry, with no API change in the document since (else: npm run changelog:snapshot)", () => {
    const snapshot = parseSnapshot(fs.readFileSync(snapshotFile, "utf8"), "openapi-snapshot.yaml");
    const entries = loadChangelog();
    expect(snapshot.date).toBe(entries[0].date);
    expect(snapshot.entries).toEqual(entries.map((e) => e.slug).sort());
    expect(diffSources(snapshot.source, fs.readFileSync(openapiFile, "utf8"))).toEqual([]);
  }, 60_000);
});
