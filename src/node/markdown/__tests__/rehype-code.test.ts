import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import rehypeCode, { highlightCode } from "../rehype-code";

describe("build-time code highlighting", () => {
  it("highlights, titles and marks lines, keeping the exact text", () => {
    const pre = highlightCode('const a = "x";\nconst b = 2;\n', "js", 'title="a.js" {2}');
    expect(pre.properties).toMatchObject({ dataLanguage: "js", dataTitle: "a.js" });
    const code = pre.children[0] as { children: { type: string; properties?: { className?: string[] } }[] };
    // Only the highlighted line is a span of its own; the others are their runs.
    const lines = code.children.filter((c) => c.type === "element" && c.properties?.className?.includes("line"));
    expect(lines.map((l) => l.properties?.className)).toEqual([["line", "line-highlighted"]]);
    const text = (n: unknown): string => {
      const node = n as { type: string; value?: string; children?: unknown[] };
      return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(text).join("");
    };
    expect(text(pre)).toBe('const a = "x";\nconst b = 2;');
    expect(text(lines[0])).toBe("const b = 2;");
    expect(JSON.stringify(pre)).not.toContain("token");
  });

  it("gives each run of one colour one span with its short class, and leaves uncoloured text plain", async () => {
    const { codeNodesToHtml } = await import("../../../lib/code-html");
    const html = (source: string, language: string) =>
      codeNodesToHtml((highlightCode(source, language).children[0] as unknown as { children: never[] }).children);
    expect(html('const a = "x";', "js")).toBe(
      '<span class="k">const</span> a <span class="o">=</span> <span class="s">&quot;x&quot;</span><span class="u">;</span>',
    );
    // Punctuation side by side is one run; whitespace between two runs of a colour stays plain.
    expect(html("f(a)});", "js")).toBe('<span class="f">f</span><span class="u">(</span>a<span class="u">)});</span>');
    expect(html("plain text\nand more", "text")).toBe("plain text\nand more");
  });

  it("processes code inside MDX components such as <Tabs>", async () => {
    const src = '<Tabs>\n<TabItem value="node">\n\n```js title="inner.js"\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>\n';
    const out = String(await compile(src, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeCode] }));
    expect(out).toContain('"data-title": "inner.js"');
    // The lines reach CodeBlock as one HTML string, not as an element per token.
    expect(out).toContain('"data-html": "<span class=\\"k\\">const</span>');
    expect(out).not.toContain('className: "k"');
  });
});
