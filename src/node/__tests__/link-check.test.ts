import { checkLinks, type LinkCheckPage } from "../link-check";

const anchors = new Map<string, Set<string>>([
  ["/", new Set(["choose-a-product"])],
  ["/guide/authentication/", new Set(["generate-a-key-pair", "verify-notifications"])],
  ["/api/", new Set([])],
  ["/search/", new Set([])],
]);
const page = (links: LinkCheckPage["links"]): LinkCheckPage[] => [
  { docId: "guide/overview", route: "/", file: "content/guide/overview.mdx", links },
];
const link = (url: string, fileLink: string | null = null, line = 7) => ({ url, fileLink, line });
const check = (pages: LinkCheckPage[]) =>
  checkLinks(pages, anchors, new Set(["/openapi/merchant-api-v2.yaml"]), "/api-docs-v2/");

describe("checkLinks", () => {
  it("accepts routes with or without slash, anchors, base-path links, static files and external links", () => {
    const result = check(
      page([
        link("/guide/authentication"),
        link("/guide/authentication/#generate-a-key-pair"),
        link("#choose-a-product"),
        link("/api-docs-v2/api/"),
        link("/openapi/merchant-api-v2.yaml"),
        link("https://example.com/x"),
        link("mailto:support@example.com"),
        link("/search/?q=refund"),
      ]),
    );
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it("reports a broken internal link as an error naming the page, file, line and link", () => {
    const { errors, warnings } = check(page([link("/guide/authentcation", null, 12)]));
    expect(warnings).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('content/guide/overview.mdx:12: page "/" links to "/guide/authentcation"');
  });

  it("reports a missing anchor as an error", () => {
    const { errors } = check(page([link("/guide/authentication#no-such-heading"), link("#nope")]));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('has no anchor "#no-such-heading"');
  });

  it("only warns for a broken markdown file link", () => {
    const { errors, warnings } = check(page([link("/guide/missing/", "./missing.mdx")]));
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('links to file "./missing.mdx"');
  });

  it("resolves relative links against the page route", () => {
    const pages: LinkCheckPage[] = [
      {
        docId: "guide/authentication",
        route: "/guide/authentication/",
        file: "a.mdx",
        links: [link("../../api/"), link("../nope/")],
      },
    ];
    const { errors } = check(pages);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("../nope/");
  });
});
