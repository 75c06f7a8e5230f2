import { checkImages, checkLinks, type LinkCheckPage } from "../link-check";
import { extractOutline } from "../../markdown";

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

describe("checkImages", () => {
  const files = new Set(["/img/flow.png", "/img/notes.txt"]);
  const images = (...list: { src: string; alt: string; line?: number }[]) =>
    checkImages(
      [{ route: "/guide/refunds/", file: "content/guide/refunds.mdx", images: list.map((i) => ({ line: 9, ...i })) }],
      files,
      "/api-docs-v2/",
    );

  it("accepts an image of the site with alt text, written with or without the base path", () => {
    expect(
      images(
        { src: "/img/flow.png", alt: "Refund flow" },
        { src: "/api-docs-v2/img/flow.png", alt: "Refund flow" },
        { src: "../../img/flow.png", alt: "Refund flow" },
        { src: "data:image/png;base64,iVBORw0KGgo=", alt: "Dot" },
      ),
    ).toEqual([]);
  });

  it("fails a missing image, naming the page, the line and the path as written", () => {
    expect(images({ src: "/img/flw.png", alt: "Refund flow", line: 12 })).toEqual([
      'content/guide/refunds.mdx:12: page "/guide/refunds/" shows the image "/img/flw.png", which is not a file of this site: put it in static/img/ and write /img/<name>.png',
    ]);
  });

  it("fails an image without alt text, an image from another site and a format the site does not serve", () => {
    const errors = images(
      { src: "/img/flow.png", alt: "" },
      { src: "https://example.com/flow.png", alt: "Flow" },
      { src: "/img/notes.txt", alt: "Notes" },
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('shows the image "/img/flow.png" without alt text: say what it shows');
    expect(errors[1]).toContain("from another site, which the site's Content-Security-Policy blocks");
    expect(errors[2]).toContain("not a format the site serves as an image (png, jpg, jpeg, gif, webp)");
  });

  it("finds Markdown images and <img> elements in a body, with their lines in the file", () => {
    const { images: found } = extractOutline(
      '\nIntro.\n\n![Refund flow](/img/flow.png)\n\n<img src="/img/chart.png" />\n',
      "/site/content/guide/refunds.mdx",
      { product: { name: "Saku", slug: "saku" }, contentDir: "/site/content" },
      4,
    );
    expect(found).toEqual([
      { src: "/img/flow.png", alt: "Refund flow", line: 8 },
      { src: "/img/chart.png", alt: "", line: 10 },
    ]);
  });
});
