import path from "node:path";
import { engineOf, indexContent } from "../bench";
import { searchSidebars } from "../documents";
import { readDocsFromFolder, readOperations } from "../from-files";
import { loadSidebars } from "../../pages";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { suggestionGroups, suggestionsShown, tokenize, type SearchContext } from "../../../lib/search/node";

/**
 * Names and codes typed whole find where they are defined, from any page: every operation's
 * sidebar name puts its API page first, every response code of the catalog puts its row (in the
 * catalog or on the operation's page) among the first three suggestions.
 */
const config = parseSiteConfig(siteConfigInput);
const openApi = path.resolve("content/openapi/merchant-api-v2.yaml");
const sidebars = loadSidebars();
const index = indexContent(path.resolve("content"), sidebars, openApi);
const engine = engineOf(index);
const docs = readDocsFromFolder(path.resolve("content"), config);
const operations = readOperations(config, openApi);

/** Each operation page's sidebar name and route. */
const operationLinks = (() => {
  const pages = new Set(docs.filter((d) => d.operationId).map((d) => d.docId));
  const api = searchSidebars(sidebars, docs, config).find((s) => s.name === "api");
  return (api?.order ?? []).filter((link) => pages.has(link.docId));
})();

const codes = [
  ...new Set(operations.flatMap((op) => op.searchSections.map((s) => /^response-code-(\d{7})$/.exec(s.id)?.[1] ?? ""))),
].filter(Boolean);

const shown = (query: string, from: SearchContext) => suggestionsShown(suggestionGroups(engine, query, from));

describe("the index's words", () => {
  it("are their own stems, so a hit's terms mark the same words on the page as in the index", () => {
    const words = JSON.parse(index.files.get(index.meta.words) ?? "[]") as string[];
    expect(words.length).toBeGreaterThan(1000);
    expect(words.filter((w) => tokenize(w)[0] !== w)).toEqual([]);
  });
});

describe("questions over every context (the search page, the MCP server's search_docs)", () => {
  for (const [query, route] of [
    ["Transfer to Bank required fields", "/api/disbursement/transfer-to-bank/"],
    ["what changed in the API recently", "/changelog/"],
    ["how long is the access token valid", "/api/authentication/get-b2b-access-token/"],
  ])
    it(`"${query}" puts ${route} first`, () => {
      expect(engine.search(query, { limit: 5, context: null })[0]?.url).toBe(route);
    });
});

describe("names typed whole", () => {
  it("covers every operation of the API sidebar and every response code", () => {
    expect(operationLinks.length).toBeGreaterThanOrEqual(30);
    expect(codes.length).toBeGreaterThanOrEqual(50);
  });

  for (const from of ["guide", "api"] as const) {
    const on = from === "api" ? "an API page" : "a guide page (or the home page)";
    it(`an operation's sidebar name typed on ${on} puts its API page first`, () => {
      const misses = operationLinks.flatMap((link) => {
        const first = shown(link.label, from)[0];
        // Operations of two products may share a name (Refund Order): either page is the answer.
        const same = operationLinks.filter((l) => l.label === link.label).map((l) => l.route);
        return first && same.includes(first.url) ? [] : [`${link.label} → ${first ? first.url : "nothing"}`];
      });
      expect(misses).toEqual([]);
    });

    it(`a response code typed on ${on} puts its row, in the catalog or on an operation page, in the first 3`, () => {
      const misses = codes.flatMap((code) => {
        const top = shown(code, from).slice(0, 3);
        const row = top.some(
          (h) => h.hash === `code-${code}` || (h.hash === `response-code-${code}` && h.url.startsWith("/api/")),
        );
        return row ? [] : [`${code} → ${top.map((h) => `${h.url}#${h.hash}`).join(", ")}`];
      });
      expect(misses).toEqual([]);
    });
  }
});
