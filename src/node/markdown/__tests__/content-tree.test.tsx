import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { compile, evaluate } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import rehypeCode from "../rehype-code";
import { rehypeContentTree, ContentTreeError } from "../content-tree";
import { MdxContent, type ContentComponents } from "../../../components/MdxContent";
import { contentComponents, elementOverrides, type ContentNode } from "../../../lib/content-tree";

// The runs of static content MdxContent wraps are hydration boundaries of the browser, not
// content (their own tests are MdxContent's): compared without them, the markup is MDX's.
vi.mock("../../../components/StaticHtml", () => ({
  StaticHtml: ({ children }: { children: React.ReactNode }) => children,
}));

/** Stand-ins that show their name and props, so the markup says which component got what. */
const components = Object.fromEntries(
  [...contentComponents, ...elementOverrides].map((name) => [
    name,
    ({ children, ...props }: { children?: React.ReactNode }) => (
      <div data-component={name} data-props={JSON.stringify(props)}>
        {children}
      </div>
    ),
  ]),
) as unknown as ContentComponents;

async function contentOf(
  source: string,
  path = "/site/content/guide/page.mdx",
  lineOffset = 0,
  pathPrefix = "",
): Promise<ContentNode[]> {
  const file = await compile(
    { value: source, path, cwd: "/site" },
    { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCode, [rehypeContentTree, { lineOffset, pathPrefix }]] },
  );
  return (file.data.meta as { content: ContentNode[] }).content;
}

/** What MDX itself renders for the source, with the same components. */
async function mdxMarkup(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeCode],
  });
  return renderToStaticMarkup(<Content components={components} />);
}

const sample = `
## Before you start

Read [the guide](/guide/authentication) and [RFC 7231](https://www.rfc-editor.org/rfc/rfc7231) first.
Some **bold**, _emphasis_, \`code\` & an entity: &copy; < 3.

| Field | Type |
| :--- | ---: |
| \`partnerReferenceNo\` | string |

- [x] done
- [ ] to do

> A quote with a [link](#start).

<Note title="Heads up">
Keep your **private key** secret. {/* a comment */}
</Note>

<Tabs groupId="lang" items={["Node", "Python"]} sync>
<TabItem value="node" label="Node" default>

\`\`\`js title="sign.js" {2}
const a = 1;
const b = "<b>";
\`\`\`

</TabItem>
</Tabs>

<div className="custom" data-x="1">Inline <Tip>tip</Tip> in a div.<br /></div>

<>
Fragment text with {"a string"} and {42}.
</>

Footnote reference[^1].

[^1]: The footnote.
`;

describe("MDX bodies as page data", () => {
  it("renders exactly what MDX renders, components and all", async () => {
    const nodes = await contentOf(sample);
    const ours = renderToStaticMarkup(<MdxContent nodes={nodes} components={components} />);
    expect(ours).toBe((await mdxMarkup(sample)).trim());
    expect(ours).toContain('data-component="Tabs"');
    expect(ours).toContain("&quot;items&quot;:[&quot;Node&quot;,&quot;Python&quot;]");
  });

  it("keeps component-free subtrees as HTML strings and components as nodes", async () => {
    const nodes = await contentOf(
      "A plain paragraph with `code`.\n\n<Note>\nInside a **note**.\n</Note>\n\nSee [x](/guide/x).\n",
    );
    expect(nodes[0]).toEqual({ t: "p", h: "A plain paragraph with <code>code</code>." });
    const note = nodes.find((n) => typeof n === "object" && n.t === "Note");
    expect(note).toMatchObject({ t: "Note", x: 1 });
    const link = nodes.find((n) => typeof n === "object" && n.t === "p" && n.c);
    expect(link).toEqual({ t: "p", c: ["See ", { t: "a", x: 1, p: { href: "/guide/x" }, c: ["x"] }, "."] });
  });

  it("shows images written with their site path under the path prefix, as links are", async () => {
    const markup = (nodes: ContentNode[]) => renderToStaticMarkup(<MdxContent nodes={nodes} components={components} />);
    const source =
      '![Refund flow](/img/flow.png)\n\n<img src="/img/chart.png" alt="Chart" />\n\n![Logo](https://example.com/l.png)\n';
    const prefixed = markup(await contentOf(source, undefined, 0, "/api-docs-v2"));
    expect(prefixed).toContain('src="/api-docs-v2/img/flow.png" alt="Refund flow"');
    expect(prefixed).toContain('src="/api-docs-v2/img/chart.png"');
    expect(prefixed).toContain('src="https://example.com/l.png"');
    // Already under the prefix, or built without one (gatsby develop): as written.
    expect(markup(await contentOf("![A](/api-docs-v2/img/a.png)\n", undefined, 0, "/api-docs-v2"))).toContain(
      'src="/api-docs-v2/img/a.png"',
    );
    expect(markup(await contentOf(source))).toContain('src="/img/flow.png"');
  });

  it("stops on MDX that cannot be data, naming file and line", async () => {
    await expect(contentOf("Intro.\n\nimport X from './x'\n\n<X />\n")).rejects.toThrow(
      /content\/guide\/page\.mdx:3: imports and exports are not supported/,
    );
    await expect(contentOf("Text.\n\n<Unknown />\n")).rejects.toThrow(
      /content\/guide\/page\.mdx:3: unknown component <Unknown>/,
    );
    await expect(contentOf("Text {1 + 1}.\n")).rejects.toThrow(
      /page\.mdx:1: the expression \{1 \+ 1\}: only literal values/,
    );
    await expect(contentOf("<Tabs items={foo} />\n")).rejects.toThrow(ContentTreeError);
    await expect(contentOf('Text.\n\n<GuideFlow name="nope" />\n')).rejects.toThrow(
      /page\.mdx:3: <GuideFlow name="nope"> names no flow; the flows are disbursement-to-bank, /,
    );
    await expect(contentOf('<GuideFlow name="hosted-checkout" />\n')).resolves.toBeDefined();
    // Lines count in the file: the body starts after the frontmatter.
    await expect(contentOf("Text.\n\n<Unknown />\n", "/site/content/guide/page.mdx", 4)).rejects.toThrow(
      /page\.mdx:7: unknown component/,
    );
  });
});
