import path from "node:path";
import { readDocsFromFolder, readOperations } from "../from-files";
import { buildSearchDocuments, searchSidebars } from "../documents";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { loadSidebars } from "../../pages";

// Reading the real OpenAPI document validates every example.
vi.setConfig({ testTimeout: 60_000 });

describe("search documents of the response-code catalog", () => {
  const config = parseSiteConfig(siteConfigInput);
  const docs = readDocsFromFolder(path.resolve("content"), config);
  const operations = readOperations(config);
  const documents = buildSearchDocuments(docs, {
    sidebars: searchSidebars(loadSidebars(), docs, config),
    product: config.product,
    operations,
  });
  const catalog = documents.filter((d) => d.u === "/api/response-codes/");

  it("has one section per HTTP status, anchored at the status heading of the page", () => {
    expect(catalog[0]).toMatchObject({ c: "api", h: "", t: "Response codes" });
    const statuses = catalog.slice(1).map((d) => d.h);
    expect(statuses).toEqual(expect.arrayContaining(["http-200", "http-400", "http-401", "http-404", "http-500"]));
    expect(statuses).toEqual([...statuses].sort());
  });

  it("indexes every code of every operation with its message, under its status", () => {
    const codes = operations.flatMap((op) =>
      op.searchSections.filter((s) => s.id.startsWith("response-code-")).map((s) => s.heading),
    );
    expect(codes.length).toBeGreaterThan(300);
    for (const heading of codes) {
      const section = catalog.find((d) => d.h === `http-${heading.slice(0, 3)}`);
      expect(section?.x, heading).toContain(heading);
    }
    const unauthorized = catalog.find((d) => d.h === "http-401");
    expect(unauthorized?.x).toContain("4017300");
    expect(unauthorized?.s).toBe("HTTP 401");
    expect(unauthorized?.text).toMatch(/^4010700 /);
  });

  it("names each status section's rows by code (#code-4017300), and the page has every one of them", () => {
    const unauthorized = catalog.find((d) => d.h === "http-401");
    expect(unauthorized?.rows?.prefix).toBe("code-");
    expect(unauthorized?.rows?.tokens).toContain("4017300");
    const anchors = new Set(catalog.flatMap((d) => d.rows?.tokens.map((t) => `${d.rows?.prefix}${t}`) ?? []));
    const codes = new Set(
      operations.flatMap((op) =>
        op.searchSections.map((s) => /^response-code-(\d{7})$/.exec(s.id)?.[1]).filter(Boolean),
      ),
    );
    expect(anchors).toEqual(new Set([...codes].map((c) => `code-${String(c)}`)));
  });
});
