import path from "node:path";
import { loadSiteConfig } from "../../config/load";
import { contentDir, docFieldsFor } from "../docs";

const site = loadSiteConfig();
const file = path.join(contentDir, "guide/example.mdx");
const fields = (frontmatter: Record<string, unknown>) =>
  docFieldsFor({ body: "Text.\n", frontmatter }, file, site, contentDir, "---\n---\nText.\n");

describe("frontmatter rules (src/node/frontmatter.ts) as the build applies them", () => {
  it("names the missing or empty key, and the file", () => {
    expect(() => fields({ description: "One." })).toThrow('content/guide/example.mdx: frontmatter needs a "title"');
    expect(() => fields({ title: "T" })).toThrow(
      'content/guide/example.mdx: frontmatter needs a "description" (one sentence)',
    );
    expect(() => fields({ title: "T", description: "  " })).toThrow(
      'content/guide/example.mdx: frontmatter "description" must be a non-empty string',
    );
    expect(() => fields({ title: 3, description: "One." })).toThrow('frontmatter "title" must be a non-empty string');
    expect(() => fields({ title: "T", description: "One.", sidebar_label: "" })).toThrow(
      'frontmatter "sidebar_label" must be a non-empty string',
    );
  });

  it("trims values, replaces the product token and leaves optional keys null", () => {
    const doc = fields({ title: " %PRODUCT% Widget ", description: "One.", sidebar_label: null, other: 1 });
    expect([doc.title, doc.description, doc.sidebarLabel, doc.operationId]).toEqual([
      `${site.product.name} Widget`,
      "One.",
      null,
      null,
    ]);
  });
});
