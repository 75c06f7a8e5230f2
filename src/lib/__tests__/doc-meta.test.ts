import { editUrlFor, formatDocDate } from "../doc-meta";

describe("editUrlFor", () => {
  it("joins the repository's edit URL and the source path", () => {
    expect(editUrlFor("https://git.example/docs/edit/main/", "content/guide/authentication.mdx")).toBe(
      "https://git.example/docs/edit/main/content/guide/authentication.mdx",
    );
    expect(editUrlFor("https://git.example/docs/edit/main", "content/api/product-widget/apply-token.mdx")).toBe(
      "https://git.example/docs/edit/main/content/api/product-widget/apply-token.mdx",
    );
  });
  it("encodes what a URL cannot carry", () => {
    expect(editUrlFor("https://git.example/edit/main/", "content/guide/a b#c.mdx")).toBe(
      "https://git.example/edit/main/content/guide/a%20b%23c.mdx",
    );
  });
});

describe("formatDocDate", () => {
  it("writes the date of the change in its own offset, in words", () => {
    expect(formatDocDate("2025-03-14T23:30:00+07:00")).toBe("14 March 2025");
    expect(formatDocDate("2025-12-01T00:10:00-05:00")).toBe("1 December 2025");
  });
  it("returns null for what is not a date", () => {
    expect(formatDocDate("yesterday")).toBeNull();
    expect(formatDocDate("2025-13-01")).toBeNull();
  });
});
