import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import rehypeCode, { highlightCode } from "../rehype-code";

describe("build-time code highlighting", () => {
  it("highlights, titles and marks lines, keeping the exact text", () => {
    const pre = highlightCode('const a = "x";\nconst b = 2;\n', "js", 'title="a.js" {2}');
    expect(pre.properties).toMatchObject({ dataLanguage: "js", dataTitle: "a.js" });
    const code = pre.children[0] as { children: { type: string; properties?: { className?: string[] } }[] };
    const lines = code.children.filter((c) => c.type === "element");
    expect(lines.map((l) => l.properties?.className)).toEqual([["line"], ["line", "line-highlighted"]]);
    const text = (n: unknown): string => {
      const node = n as { type: string; value?: string; children?: unknown[] };
      return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join("");
    };
    expect(text(pre)).toBe('const a = "x";\nconst b = 2;');
    expect(JSON.stringify(pre)).toContain("token");
  });

  it("processes code inside MDX components such as <Tabs>", async () => {
    const src = '<Tabs>\n<TabItem value="node">\n\n```js title="inner.js"\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>\n';
    const out = String(await compile(src, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCode] }));
    expect(out).toContain('"data-title": "inner.js"');
    // The lines reach CodeBlock as one HTML string, not as an element per token.
    expect(out).toContain('"data-html": "<span class=\\"line\\"><span class=\\"token keyword\\">const</span>');
    expect(out).not.toContain('className: "token keyword"');
  });
});
