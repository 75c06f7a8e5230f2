import { canonicalPath, docIdToRoute, replaceProductTokens, withoutBasePath } from "../routes";

const product = { name: "Saku", slug: "saku" };

describe("routes", () => {
  it("maps doc ids to their routes", () => {
    expect(docIdToRoute("guide/overview", product)).toBe("/");
    expect(docIdToRoute("api/index", product)).toBe("/api/");
    expect(docIdToRoute("guide/authentication", product)).toBe("/guide/authentication/");
    expect(docIdToRoute("guide/product-widget/widget-binding", product)).toBe("/guide/saku-widget/widget-binding/");
    expect(docIdToRoute("api/product-widget/apply-token", { name: "Dompet", slug: "dompet" })).toBe(
      "/api/dompet-widget/apply-token/",
    );
  });

  it("normalises .html and index.html forms to one canonical route", () => {
    expect(canonicalPath("/api-docs-v2/guide/authentication/index.html")).toBe("/api-docs-v2/guide/authentication/");
    expect(canonicalPath("/api-docs-v2/guide/authentication.html")).toBe("/api-docs-v2/guide/authentication/");
    expect(canonicalPath("/api-docs-v2/guide/authentication")).toBe("/api-docs-v2/guide/authentication/");
    expect(canonicalPath("/api-docs-v2/index.html")).toBe("/api-docs-v2/");
  });

  it("replaces product tokens everywhere", () => {
    expect(replaceProductTokens("%PRODUCT% Widget at /api/%PRODUCT_SLUG%-widget/", product)).toBe(
      "Saku Widget at /api/saku-widget/",
    );
  });

  it("removes the base path gatsby-plugin-mdx put on a markdown link, and nothing else", () => {
    expect(withoutBasePath("/api-docs-v2/", "/api-docs-v2/api/saku-widget/apply-token")).toBe(
      "/api/saku-widget/apply-token",
    );
    expect(withoutBasePath("/api-docs-v2/", "/api-docs-v2/guide/authentication#signature")).toBe(
      "/guide/authentication#signature",
    );
    expect(withoutBasePath("/api-docs-v2/", "/api-docs-v2")).toBe("/");
    expect(withoutBasePath("/api-docs-v2/", "/api-docs-v2/")).toBe("/");
    expect(withoutBasePath("/api-docs-v2/", "/api/saku-widget/apply-token")).toBe("/api/saku-widget/apply-token");
    expect(withoutBasePath("/api-docs-v2/", "/api-docs-v2-beta/x")).toBe("/api-docs-v2-beta/x");
  });
});
