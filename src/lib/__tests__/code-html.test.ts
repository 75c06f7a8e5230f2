import { codeNodesToHtml, codeTokensToHtml, escapeHtml } from "../code-html";
import { highlightCode } from "../../node/markdown";

describe("highlighted code as HTML", () => {
  it("escapes text and attribute values", () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });

  it("serialises highlighted lines with their classes, and the text reads back exactly", () => {
    const source = 'if (a < b && c > "d") {\n  return "<p>";\n}';
    const pre = highlightCode(source, "js", "{2}");
    const html = codeNodesToHtml((pre.children[0] as unknown as { children: never[] }).children);
    expect(html).toContain('<span class="line line-highlighted">');
    expect(html).toContain('<span class="k">return</span>');
    expect(html).not.toMatch(/<p>|< b/);
    const text = html
      .replace(/<[^>]+>/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(text).toBe(source);
  });

  it("serialises compact tokens", () => {
    expect(codeTokensToHtml(["curl ", [0, "-X"], ' "a&b"'], ["p"])).toBe(
      'curl <span class="p">-X</span> &quot;a&amp;b&quot;',
    );
  });
});
