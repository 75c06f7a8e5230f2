import fs from "node:fs";
import path from "node:path";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { docIdToRoute } from "../../../lib/routes";
import { apiPageProblems, loadOpenApi, openApiFile } from "..";

// Loading the real document validates every example: a few seconds.
vi.setConfig({ testTimeout: 60_000 });

const config = parseSiteConfig(siteConfigInput);
const api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);

/** Every doc of content/ with the operationId its frontmatter names (as gatsby-node reads it). */
function contentDocs(dir = "content"): { docId: string; file: string; operationId: string | null; route: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentDocs(file);
    if (!entry.name.endsWith(".mdx")) return [];
    const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "";
    const operationId = /^operationId:\s*(\S+)/m.exec(front)?.[1] ?? null;
    const docId = path.relative("content", file).replace(/\.mdx$/, "");
    return [{ docId, file, operationId, route: docIdToRoute(docId, config.product) }];
  });
}

describe("every operation and webhook has exactly one API page", () => {
  const docs = contentDocs();

  it("holds for the real content, the token call and the webhooks included", () => {
    expect(apiPageProblems(api.operations, docs)).toEqual([]);
    const pages = new Map(docs.filter((d) => d.operationId).map((d) => [d.operationId, d.docId]));
    expect(pages.get("getB2bAccessToken")).toBe("api/authentication/get-b2b-access-token");
    for (const entry of api.operations.filter((e) => e.webhook)) expect(pages.has(entry.operationId)).toBe(true);
  });

  it("names an x-used-in entry that is not a route of the site", () => {
    const without = docs.filter((d) => d.docId !== "guide/product-widget/widget-non-binding");
    const problems = apiPageProblems(api.operations, without);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(
        /^content\/openapi\/merchant-api-v2\.yaml: operation "\w+" lists "guide\/saku-widget\/widget-non-binding" in x-used-in, but the site has no route \/guide\/saku-widget\/widget-non-binding\/$/,
      );
  });

  it("names an operation without a page, whatever its tag", () => {
    const without = docs.filter((d) => d.operationId !== "getB2bAccessToken");
    expect(apiPageProblems(api.operations, without)).toEqual([
      expect.stringMatching(
        /operation "getB2bAccessToken" \(#\/paths\/~1v1.0~1access-token~1b2b\/post\) has no API page/,
      ),
    ]);
  });

  it("names a webhook without a page as a webhook", () => {
    const without = docs.filter((d) => d.operationId !== "widgetFinishNotify");
    expect(apiPageProblems(api.operations, without)).toEqual([
      expect.stringMatching(
        /^content\/openapi\/merchant-api-v2\.yaml: webhook "widgetFinishNotify" .* has no API page/,
      ),
    ]);
  });

  it("names the second page of an operation and a page naming an unknown operation", () => {
    const twice = [
      ...docs,
      { docId: "api/extra/copy", file: "content/api/extra/copy.mdx", operationId: "pgCreateOrder", route: "/x/1/" },
      { docId: "api/extra/typo", file: "content/api/extra/typo.mdx", operationId: "createOrdr", route: "/x/2/" },
    ];
    expect(apiPageProblems(api.operations, twice)).toEqual([
      expect.stringMatching(
        /^content\/api\/extra\/copy\.mdx: operation "pgCreateOrder" already has a page, content\/api\//,
      ),
      'content/api/extra/typo.mdx: operationId "createOrdr" is not an operation of content/openapi/merchant-api-v2.yaml',
    ]);
  });
});
