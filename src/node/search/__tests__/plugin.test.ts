import { localSearchPlugins } from "../plugin";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import type { SearchSourceDoc } from "../documents";

const config = parseSiteConfig(siteConfigInput);
const sidebars = {
  guide: { label: "Integration Guides", items: ["guide/overview"] },
  api: { label: "API List", items: ["api/overview"] },
};
const doc = (docId: string, route: string, text: string): SearchSourceDoc => ({
  docId,
  route,
  title: docId,
  description: `${docId} in one sentence.`,
  sidebarLabel: null,
  operationId: null,
  headings: [],
  sections: [{ id: "", heading: "", text, code: "" }],
});
const result = (guideText: string) => ({
  data: {
    allMdx: {
      nodes: [
        { fields: doc("guide/overview", "/", guideText) },
        { fields: doc("api/overview", "/api/", "Operations.") },
      ],
    },
    allApiOperation: { nodes: [] },
  },
});
type Normalizer = (r: unknown) => { c: string; url: string; x?: string }[];

describe("the local search plugins", () => {
  const normalizers = () =>
    localSearchPlugins({ config, sidebars }).map(
      (p) => (p as unknown as { options: { name: string; normalizer: Normalizer } }).options,
    );

  it("give each context its own documents from one query result, and build again when the result changes", () => {
    const [guide, api] = normalizers();
    expect(guide.name).toBe("guide");
    const first = result("Start here.");
    expect(guide.normalizer(first).map((d) => d.c)).toEqual(["guide"]);
    expect(api.normalizer(first).map((d) => d.c)).toEqual(["api"]);
    const before = JSON.stringify(guide.normalizer(first));
    expect(JSON.stringify(guide.normalizer(result("Changed text.")))).not.toBe(before);
    expect(JSON.stringify(guide.normalizer(result("Start here.")))).toBe(before);
  });

  it("index no field with the plugin's own engine, whose index nothing reads, and store every field the sharded index needs", () => {
    for (const plugin of localSearchPlugins({ config, sidebars })) {
      const { index, store } = (plugin as unknown as { options: { index: string[]; store: string[] } }).options;
      expect(index).toEqual([]);
      expect(store).toEqual(expect.arrayContaining(["id", "c", "t", "s", "u", "h", "b", "x", "text"]));
    }
  });

  it("fails the build on a query error", () => {
    const [guide] = normalizers();
    expect(() => guide.normalizer({ errors: ["bad"], data: result("x").data })).toThrow(/query failed/);
  });
});
