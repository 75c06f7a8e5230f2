import path from "node:path";
import { loadSiteConfig } from "../../../config/load";
import { contentDir, docFieldsFor } from "../docs";

const site = loadSiteConfig();
const file = path.join(contentDir, "guide/example.mdx");
/** A description of the allowed length (src/node/content/frontmatter.ts, descriptionLength). */
const one = "One sentence that says what the page is for, for search results.";
const fields = (frontmatter: Record<string, unknown>) =>
  docFieldsFor({ body: "Text.\n", frontmatter }, file, site, contentDir, "---\n---\nText.\n");

describe("frontmatter rules (src/node/content/frontmatter.ts) as the build applies them", () => {
  it("names the missing or empty key, and the file", () => {
    expect(() => fields({ description: one })).toThrow('content/guide/example.mdx: frontmatter needs a "title"');
    expect(() => fields({ title: "T" })).toThrow(
      'content/guide/example.mdx: frontmatter needs a "description" (one sentence)',
    );
    expect(() => fields({ title: "T", description: "  " })).toThrow(
      'content/guide/example.mdx: frontmatter "description" must be a non-empty string of 50 to 160 characters',
    );
    expect(() => fields({ title: "T", description: "Too short." })).toThrow(
      'content/guide/example.mdx: frontmatter "description" must be a non-empty string of 50 to 160 characters (it has 10)',
    );
    expect(() => fields({ title: 3, description: one })).toThrow('frontmatter "title" must be a non-empty string');
    expect(() => fields({ title: "T", description: one, sidebar_label: "" })).toThrow(
      'frontmatter "sidebar_label" must be a non-empty string',
    );
  });

  it("trims values, replaces the product token and leaves optional keys null", () => {
    const doc = fields({ title: " %PRODUCT% Widget ", description: one, sidebar_label: null, other: 1 });
    expect([doc.title, doc.description, doc.sidebarLabel, doc.operationId]).toEqual([
      `${site.product.name} Widget`,
      one,
      null,
      null,
    ]);
  });
});
