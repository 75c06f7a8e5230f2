import { compile } from "@mdx-js/mdx";
import { contentComponents, elementOverrides } from "../../src/lib/content-tree";
import { writerComponents } from "../../src/lib/writer-components";
import { mdxComponents } from "../../src/components/mdx";
import { descriptionLength } from "../../src/node/content";
import { formFor, inserterItems, snippet } from "../admin/editor/insert";
import { countMessage } from "../admin/editor/counted-control";
import { findParam } from "../admin/editor/body-control";
import { bodyMatches, matchHref, searchTerm } from "../admin/body-search";
import { decapConfig } from "../node/decap-config";

describe("the component inserter", () => {
  it("offers exactly the components of the registry the build checks MDX against, which the site renders", () => {
    expect(inserterItems.map((i) => i.name)).toEqual(Object.keys(writerComponents));
    expect(inserterItems.map((i) => i.name)).toEqual(contentComponents);
    const rendered = Object.keys(mdxComponents).filter(
      (name) => !(elementOverrides as readonly string[]).includes(name),
    );
    expect([...rendered].sort()).toEqual([...contentComponents].sort());
  });

  it("asks for Tabs' languages and a Tip's title and text, and inserts MDX that compiles", async () => {
    expect(formFor("Tabs").map((f) => [f.name, f.initial])).toEqual([
      ["groupId", "lang"],
      ["items", "node\npython"],
    ]);
    expect(formFor("Tip").map((f) => f.name)).toEqual(["title", "text"]);
    const tabs = snippet("Tabs", { groupId: "lang", items: "node\ncurl\nmine" });
    expect(tabs).toContain('<Tabs groupId="lang">\n<TabItem value="node" label="Node.js">');
    expect(tabs).toContain('<TabItem value="curl" label="cURL">');
    expect(tabs).toContain('<TabItem value="mine" label="mine">');
    const tip = snippet("Tip", { title: 'Say "yes"', text: "Sign **every** request." });
    expect(tip).toBe('<Tip title={"Say \\"yes\\""}>\n\nSign **every** request.\n\n</Tip>');
    const cards = snippet("CardGroup", { items: "Hosted checkout | /guide/payment-gateway/hosted-checkout/" });
    expect(cards).toContain('<Card title="Hosted checkout" href="/guide/payment-gateway/hosted-checkout/">');
    for (const item of inserterItems) {
      const values = Object.fromEntries(formFor(item.name).map((f) => [f.name, f.initial || "x"]));
      await expect(compile(snippet(item.name, values)), item.name).resolves.toBeTruthy();
    }
  });
});

describe("the description's counter", () => {
  it("takes its limits from the build's frontmatter schema", () => {
    const api = { operations: [] } as unknown as Parameters<typeof decapConfig>[0];
    const config = decapConfig(api, { name: "proxy", branch: "main" }, { guide: [], api: [] }) as {
      collections: { fields?: { name: string; widget: string; count?: unknown }[] }[];
    };
    const description = config.collections[0].fields?.find((f) => f.name === "description");
    expect(description).toMatchObject({ widget: "counted", count: descriptionLength });
  });

  it("says how many characters there are and how many are missing or too many", () => {
    const limits = { min: 50, max: 160 };
    expect(countMessage(72, limits)).toEqual({ text: "72 characters (50 to 160)", within: true });
    expect(countMessage(30, limits)).toEqual({ text: "30 characters: 20 more needed (50 to 160)", within: false });
    expect(countMessage(161, limits)).toEqual({ text: "161 characters: 1 too many (50 to 160)", within: false });
    expect(countMessage(1, {})).toEqual({ text: "1 character (0 to any number of)", within: true });
  });
});

describe("search across page bodies", () => {
  const page = (slug: string, body: string) => ({ collection: "guide" as const, slug, title: slug, body });
  it("lists the pages whose body contains the term, with the body lines, opening the editor at the match", () => {
    const pages = [
      page("a", "intro\nsend partnerReferenceNo once\n"),
      page("b", "nothing here"),
      page("c/d", "PARTNERREFERENCENO"),
    ];
    const matches = bodyMatches(pages, "partnerReferenceNo");
    expect(matches.map((m) => [m.page.slug, m.lines])).toEqual([
      ["a", [{ line: 2, text: "send partnerReferenceNo once" }]],
      ["c/d", [{ line: 1, text: "PARTNERREFERENCENO" }]],
    ]);
    expect(bodyMatches(pages, "  ")).toEqual([]);
    const href = matchHref(matches[1], "partnerReferenceNo");
    expect(href).toBe("#/collections/guide/entries/c/d?find=partnerReferenceNo");
    expect(findParam(href)).toBe("partnerReferenceNo");
    expect(findParam("#/collections/guide/entries/c/d")).toBeNull();
    expect(searchTerm("#/search/partner%20Reference")).toBe("partner Reference");
    expect(searchTerm("#/collections/guide/search/x")).toBe("x");
    expect(searchTerm("#/collections/guide")).toBeNull();
  });
});
