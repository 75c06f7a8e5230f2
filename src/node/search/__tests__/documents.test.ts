import { buildSearchDocuments, searchSidebars, storedDocument, type SearchSourceDoc } from "../documents";
import { checkSearchAnchors } from "../files";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import type { SidebarsDefinition } from "../../../lib/sidebar";
import { queryPayment } from "./fixtures";

const config = parseSiteConfig(siteConfigInput);
const sidebars: SidebarsDefinition = {
  guide: {
    label: "Integration Guides",
    items: [
      "guide/overview",
      { type: "category", label: "%PRODUCT% Widget", items: ["guide/product-widget/widget-binding"] },
    ],
  },
  api: {
    label: "API List",
    items: [{ type: "category", label: "%PRODUCT% Widget", items: ["api/product-widget/query-payment"] }],
  },
};

function doc(
  docId: string,
  route: string,
  title: string,
  sections: SearchSourceDoc["sections"],
  headings: SearchSourceDoc["headings"] = [],
  operationId: string | null = null,
): SearchSourceDoc {
  return {
    docId,
    route,
    title,
    description: `${title} in one sentence.`,
    sidebarLabel: null,
    operationId,
    headings,
    sections,
  };
}

const docs: SearchSourceDoc[] = [
  doc(
    "guide/product-widget/widget-binding",
    "/guide/saku-widget/widget-binding/",
    "Widget binding",
    [
      { id: "", heading: "", text: "Bind the account once.", code: "" },
      {
        id: "refunds",
        heading: "Refunds",
        text: "Refund with partnerRefundNo.",
        code: '{ "partnerRefundNo": "RFD-1", "localOnlyVariable": 1 }',
      },
      { id: "details", heading: "Details", text: "Deep detail.", code: "" },
    ],
    [
      { depth: 2, value: "Refunds", id: "refunds" },
      { depth: 4, value: "Details", id: "details" },
    ],
  ),
  doc("guide/overview", "/", "Overview", [{ id: "", heading: "", text: "Start here.", code: "" }]),
  doc(
    "api/product-widget/query-payment",
    "/api/saku-widget/query-payment/",
    "Query Payment",
    [],
    [],
    "widgetQueryPayment",
  ),
];

describe("search documents", () => {
  const build = () =>
    buildSearchDocuments(docs, {
      sidebars: searchSidebars(sidebars, docs, config),
      product: config.product,
      operations: [queryPayment],
    });

  it("makes one document per page top and h2/h3 section, in doc id order, numbered per context", () => {
    const all = build();
    expect(all.filter((d) => d.c === "guide").map((d) => [d.id, d.u, d.s, d.h])).toEqual([
      [0, "/", "", ""],
      [1, "/guide/saku-widget/widget-binding/", "", ""],
      [2, "/guide/saku-widget/widget-binding/", "Refunds", "refunds"],
    ]);
    expect(all.filter((d) => d.c === "api").map((d) => d.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it("folds h4 sections into the section above them", () => {
    const refunds = build().find((d) => d.h === "refunds");
    expect(refunds?.x).toContain("Deep detail.");
    expect(refunds?.text).toContain("Details Deep detail.");
  });

  it("gives breadcrumbs from the sidebars, with product names", () => {
    expect(build().find((d) => d.h === "refunds")?.b).toEqual(["Integration Guides", "Saku Widget"]);
    expect(storedDocument(build().find((d) => d.u === "/") ?? build()[0])).toEqual({
      t: "Overview",
      s: "",
      u: "/",
      h: "",
      b: ["Integration Guides"],
    });
  });

  it("indexes code block words the docs also use elsewhere, not sample-only ones", () => {
    const refunds = build().find((d) => d.h === "refunds");
    expect(refunds?.x).toContain("partnerRefundNo");
    expect(refunds?.x).not.toContain("localOnlyVariable");
    expect(refunds?.text).not.toContain("localOnlyVariable");
  });

  it("adds the API sections of an operation page, linked to their headings, with the endpoint as the top's heading", () => {
    const page = build().filter((d) => d.c === "api");
    expect(page.map((d) => [d.s, d.h])).toEqual([
      ["POST /v1.0/debit/status", ""],
      ["Headers", "request-headers"],
      ["Request body", "request-body"],
      ["Response body", "response-body"],
      ["Response codes", "response-codes"],
    ]);
    expect(page[0].x).toContain("service code 55");
    expect(page[4].x).toContain("2005500 Successful");
  });

  it("fails the build for an operationId the OpenAPI document lacks", () => {
    const broken = [
      doc(
        "api/product-widget/query-payment",
        "/api/saku-widget/query-payment/",
        "Query Payment",
        [],
        [],
        "noSuchOperation",
      ),
    ];
    expect(() =>
      buildSearchDocuments(broken, {
        sidebars: searchSidebars(sidebars, [...docs.slice(0, 2), ...broken], config),
        product: config.product,
        operations: [queryPayment],
      }),
    ).toThrow(
      'api/product-widget/query-payment: frontmatter operationId "noSuchOperation" is not in the OpenAPI document',
    );
  });
});

describe("search anchors", () => {
  const documents = buildSearchDocuments(docs, {
    sidebars: searchSidebars(sidebars, docs, config),
    product: config.product,
    operations: [queryPayment],
  });
  const fields = docs.map((d) => ({ ...d, file: `content/${d.docId}.mdx`, links: [], images: [] }));
  const rowAnchors = ["response-code-2005500", "response-code-4045501"];
  const anchorsFor = (d: { docId: string }) =>
    d.docId === "api/product-widget/query-payment"
      ? ["request-headers", "request-body", "response-body", "response-codes", ...rowAnchors]
      : [];

  it("accept every heading and every row a hit may link to", () => {
    expect(() => checkSearchAnchors(documents, fields, anchorsFor)).not.toThrow();
  });

  it("fail the build for a response code's row the page lacks, naming it", () => {
    expect(() =>
      checkSearchAnchors(documents, fields, (d) => anchorsFor(d).filter((a) => a !== "response-code-4045501")),
    ).toThrow(
      'Search results would link to anchors their pages lack:\n  - /api/saku-widget/query-payment/#response-code-4045501 (a row of "Response codes")',
    );
  });
});
