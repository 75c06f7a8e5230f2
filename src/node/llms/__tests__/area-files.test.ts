import type { ResolvedSidebar } from "../../../lib/sidebar";
import { AREA_FILE_BYTES, areaFiles, cutIntoParts, productAreas } from "../area-files";

const link = (docId: string) => ({ type: "link" as const, label: docId, route: `/${docId}/`, docId });
const category = (label: string, ...docIds: string[]) => ({
  type: "category" as const,
  label,
  collapsed: false,
  items: docIds.map(link),
});
const sidebar = (name: string, items: ResolvedSidebar["items"]): ResolvedSidebar => ({
  name,
  label: name,
  items,
  order: [],
});

const sidebars = [
  sidebar("guide", [link("overview"), category("Payment Gateway", "hosted"), category("Settlement", "files")]),
  sidebar("api", [
    link("api"),
    category("Payment Gateway", "create-order"),
    { ...category("Saku Widget", "binding"), items: [link("binding"), category("More", "refund")] },
  ]),
];

describe("llms files by product area", () => {
  it("groups a product's guides and API pages, top-level links and unlisted docs in General", () => {
    expect(productAreas(sidebars, ["orphan"]).map((a) => [a.label, a.slug, a.docIds])).toEqual([
      ["General", "general", ["overview", "api", "orphan"]],
      ["Payment Gateway", "payment-gateway", ["hosted", "create-order"]],
      ["Settlement", "settlement", ["files"]],
      ["Saku Widget", "saku-widget", ["binding", "refund"]],
    ]);
  });

  it("cuts an area between pages so that no part is over the limit, and refuses a page over it alone", () => {
    const pages = ["a".repeat(40), "b".repeat(40), "c".repeat(40)];
    expect(cutIntoParts(pages, 100, "\n", 10)).toEqual([[pages[0], pages[1]], [pages[2]]]);
    expect(cutIntoParts(pages, 1000, "\n", 10)).toEqual([pages]);
    expect(() => cutIntoParts(["x".repeat(200)], 100, "\n", 10)).toThrow(/more than an llms file may hold/);
  });

  it("writes each area twice, with six languages and with cURL only, every file at most 400 KB and named for its part", () => {
    const areas = productAreas(sidebars);
    const big = "p".repeat(150_000);
    const files = areaFiles(
      areas,
      (id, oneLanguage) =>
        `# ${id}\n\n${id === "create-order" || id === "hosted" ? big : "short"}${oneLanguage ? "" : " samples"}`,
      (label) => `# Docs: ${label}\n`,
    );
    expect(files.map((f) => f.path)).toEqual([
      "/llms-full-general.txt",
      "/llms-full-general-curl.txt",
      "/llms-full-payment-gateway.txt",
      "/llms-full-payment-gateway-curl.txt",
      "/llms-full-settlement.txt",
      "/llms-full-settlement-curl.txt",
      "/llms-full-saku-widget.txt",
      "/llms-full-saku-widget-curl.txt",
    ]);
    for (const file of files) expect(Buffer.byteLength(file.text), file.path).toBeLessThanOrEqual(AREA_FILE_BYTES);
    const small = areaFiles(
      areas.filter((a) => a.label === "Payment Gateway"),
      () => "x".repeat(300_000),
      (label) => `# ${label}\n`,
    );
    expect(small.map((f) => [f.path, f.label])).toEqual([
      ["/llms-full-payment-gateway-1.txt", "Payment Gateway (part 1 of 2)"],
      ["/llms-full-payment-gateway-2.txt", "Payment Gateway (part 2 of 2)"],
      ["/llms-full-payment-gateway-curl-1.txt", "Payment Gateway (part 1 of 2), cURL samples only"],
      ["/llms-full-payment-gateway-curl-2.txt", "Payment Gateway (part 2 of 2), cURL samples only"],
    ]);
  });
});
