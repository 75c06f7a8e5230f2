// @vitest-environment jsdom
import { isAllowedHref, sanitizeHelpText } from "../sanitize-help-text";

const allowedTags = new Set(
  "p br b strong i em ul ol li h1 h2 h3 h4 h5 h6 blockquote a span div pre code table caption colgroup col thead tbody tfoot tr th td hr".split(
    " ",
  ),
);
const allowedAttrs: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  ol: ["start"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  col: ["span"],
  colgroup: ["span"],
  code: ["class"],
};

/** Parses the output as a browser would and checks every element, attribute and link. */
function assertSafe(output: string, input: string) {
  const template = document.createElement("template");
  template.innerHTML = output;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
    const tag = el.tagName.toLowerCase();
    expect(allowedTags.has(tag), `tag <${tag}> survived from ${input}`).toBe(true);
    for (const attr of Array.from(el.attributes)) {
      expect(allowedAttrs[tag]?.includes(attr.name), `attribute ${attr.name} on <${tag}> survived from ${input}`).toBe(
        true,
      );
      if (attr.name === "href")
        expect(isAllowedHref(attr.value), `href ${attr.value} survived from ${input}`).toBe(true);
    }
    // A link the browser would follow off the site (as its URL parser reads the href) carries rel.
    const href = el.getAttribute("href");
    if (
      tag === "a" &&
      href !== null &&
      new URL(href, "https://docs.saku.example/api-docs-v2/").origin !== "https://docs.saku.example"
    ) {
      expect(el.getAttribute("rel"), `link to ${href} from ${input} leaves the site without rel`).toBe(
        "noopener noreferrer",
      );
    }
  }
  expect(output).not.toMatch(/<script|<style|<iframe|<svg|<math|<object|<embed|<img|<form|<input|<base|<meta|<link/i);
}

// At least 100 hostile inputs: classic and obfuscated XSS, nested and malformed markup, SVG and
// MathML, attribute breakouts, parser differentials.
const hostile = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<script>/*</script><script>*/alert(1)</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)<</script>/script>",
  "<script\n>alert(1)</script\n>",
  "<script type=module>import('//evil.example')</script>",
  "<style>body{background:url(javascript:alert(1))}</style>",
  "<style>@import 'https://evil.example/x.css';</style><p>hi</p>",
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior:url(x.htc)">x</div>',
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)"/>',
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<body onload=alert(1)>",
  '<p onclick="alert(1)">click</p>',
  '<p ONCLICK="alert(1)">click</p>',
  "<p onmouseover=alert(1)>hover</p>",
  '<div onpointerenter="alert(1)">x</div>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="\tjavascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java\rscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#9;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="&Tab;javascript:alert(1)">x</a>',
  '<a href="&NewLine;javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="\u0000javascript:alert(1)">x</a>',
  '<a href="\u200bjavascript:alert(1)">x</a>',
  '<a href="\ufeffjavascript:alert(1)">x</a>',
  '<a href="javascript://%0aalert(1)">x</a>',
  '<a href="javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="\\/evil.example">x</a>',
  '<a href=" //evil.example">x</a>',
  '<a href="https:/\\evil.example">x</a>',
  '<a href="mailto:victim@example.com?body=x">x</a>',
  '<a href="tel:+620000">x</a>',
  '<a href="ftp://evil.example/x">x</a>',
  '<a href="file:///etc/passwd">x</a>',
  '<a href="blob:https://evil.example/uuid">x</a>',
  '<a href="jar:https://evil.example!/x">x</a>',
  '<a href="x" target="_top" ping="https://evil.example">x</a>',
  '<a href="https://ok.example" download>x</a>',
  '<a href="https://ok.example" formaction="javascript:alert(1)">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  "<svg><script>alert(1)</script></svg>",
  "<svg onload=alert(1)>",
  '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>',
  "<svg><animate attributeName=href values=javascript:alert(1) /><a><text>x</text></a></svg>",
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)">x</math>',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  "<noembed><img src=x onerror=alert(1)></noembed>",
  "<noframes><img src=x onerror=alert(1)></noframes>",
  "<plaintext><img src=x onerror=alert(1)>",
  "<template><img src=x onerror=alert(1)></template>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>x</marquee>",
  "<isindex type=image src=1 onerror=alert(1)>",
  '<p title="x" onmouseover="alert(1)" id="clobber" name="x">x</p>',
  '<p title="a&quot; onmouseover=&quot;alert(1)">x</p>',
  '<a title=\'x" onclick="alert(1)\' href="/ok">x</a>',
  '<p title="x"onmouseover="alert(1)">x</p>',
  "<p/onmouseover=alert(1)>x</p>",
  "<p\nonmouseover=alert(1)>x</p>",
  '<a href="/ok" / onclick=alert(1)>x</a>',
  "<div><p><b><i><span onclick=alert(1)>deep</span></i></b></p></div>",
  "<ul><li><a href=javascript:alert(1)>x</a></li></ul>",
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  "<table><tr><td onclick=alert(1)>x</td></tr></table>",
  "<td><script>alert(1)</script></td>",
  "<<p>>",
  "<p <script>alert(1)</script>>",
  "</p><script>alert(1)</script><p>",
  "<!--<script>alert(1)</script>-->",
  "<!--><script>alert(1)</script>-->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<?xml version="1.0"?><script>alert(1)</script>',
  "<p>unclosed <b>bold <script>alert(1)",
  '<div id="x"><a id="x" name="x">clobber</a></div>',
  "<img src=1 name=body>",
  '<span style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</span>',
  '<code class="language-js x onclick">c</code>',
  '<code class="language-js" onclick="alert(1)">c</code>',
  '<ol start="1 onclick=alert(1)"><li>x</li></ol>',
  '<a href="https://ok.example" target="_blank" rel="opener">x</a>',
  '<a href="%6A%61%76%61%73%63%72%69%70%74:alert(1)">x</a>',
  '<a href="javascript%3Aalert(1)">x</a>',
  "<a href='javas\u0000cript:alert(1)'>x</a>",
  '<a href="  \n javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT&#x3A;alert(1)">x</a>',
  // Off-site links disguised by characters the URL parser strips: they must still get rel.
  '<a href="\u0001https://evil.example/">x</a>',
  '<a href="&#1;https://evil.example/" target="_blank">x</a>',
  '<a href="\u001f\u0000 https://evil.example/">x</a>',
  '<a href="ht\ntps://evil.example/">x</a>',
  '<a href="https://evil.example/\u0007">x</a>',
];

describe("sanitizeHelpText on hostile input", () => {
  it("has a table of at least 100 hostile inputs", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(100);
  });

  it.each(hostile.map((h) => [h]))("neutralises %s", (input) => {
    assertSafe(sanitizeHelpText(input), input);
  });

  it("drops script and style blocks with their content", () => {
    expect(sanitizeHelpText("<p>a</p><script>steal()</script><style>p{}</style><p>b</p>")).toBe("<p>a</p><p>b</p>");
  });

  it("keeps no href at all for dangerous or protocol-relative targets", () => {
    for (const href of [
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "data:text/html,x",
      "vbscript:x",
      "mailto:a@b.c",
    ]) {
      expect(sanitizeHelpText(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
  });

  it("writes hrefs as the browser reads them, so off-site links cannot dodge rel", () => {
    expect(sanitizeHelpText('<a href="\u0001https://evil.example/" target="_blank">x</a>')).toBe(
      '<a href="https://evil.example/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHelpText('<a href="\t/guide/\nauthentication/ ">x</a>')).toBe(
      '<a href="/guide/authentication/">x</a>',
    );
  });

  it("escapes attribute values", () => {
    expect(sanitizeHelpText('<a href="/ok" title="&quot;><script>">x</a>')).toBe(
      '<a title="&quot;&gt;&lt;script&gt;" href="/ok">x</a>',
    );
  });
});

describe("sanitizeHelpText on benign input", () => {
  const keep: [string, string][] = [
    [
      "<p>Hello <b>bold</b> and <strong>strong</strong>, <i>i</i>, <em>em</em>.</p>",
      "<p>Hello <b>bold</b> and <strong>strong</strong>, <i>i</i>, <em>em</em>.</p>",
    ],
    [
      "<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>",
      "<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>",
    ],
    [
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
    ],
    ["<blockquote>quote</blockquote><hr /><br />", "<blockquote>quote</blockquote><hr /><br />"],
    [
      '<pre><code class="language-json">{"a": 1}</code></pre>',
      '<pre><code class="language-json">{"a": 1}</code></pre>',
    ],
    ["<div><span>in span</span></div>", "<div><span>in span</span></div>"],
    [
      '<table><caption>Codes</caption><thead><tr><th scope="col">Code</th></tr></thead><tbody><tr><td colspan="2">2005400</td></tr></tbody></table>',
      '<table><caption>Codes</caption><thead><tr><th scope="col">Code</th></tr></thead><tbody><tr><td colspan="2">2005400</td></tr></tbody></table>',
    ],
    ['<a href="/api-docs-v2/guide/authentication/">Auth</a>', '<a href="/api-docs-v2/guide/authentication/">Auth</a>'],
    ['<a href="#response-codes">Codes</a>', '<a href="#response-codes">Codes</a>'],
    [
      '<a href="https://example.com/x?y=1&amp;z=2" title="Docs">Ext</a>',
      '<a title="Docs" href="https://example.com/x?y=1&amp;z=2" rel="noopener noreferrer">Ext</a>',
    ],
    [
      '<a href="HTTP://example.com" target="_blank">Ext</a>',
      '<a href="HTTP://example.com" rel="noopener noreferrer" target="_blank">Ext</a>',
    ],
    ["Plain text with 5 < 6 & 7 > 3", "Plain text with 5 &lt; 6 &amp; 7 &gt; 3"],
    ["<p>Use <code>X-TIMESTAMP</code> in GMT+7.</p>", "<p>Use <code>X-TIMESTAMP</code> in GMT+7.</p>"],
  ];
  it.each(keep)("keeps the meaning of %s", (input, expected) => {
    expect(sanitizeHelpText(input)).toBe(expected);
  });

  it("keeps the text of disallowed but harmless tags", () => {
    expect(sanitizeHelpText("<p>Pay with <u>balance</u> or <font color=red>card</font></p>")).toBe(
      "<p>Pay with balance or card</p>",
    );
  });

  it("returns an empty string for empty or non-string input", () => {
    expect(sanitizeHelpText("")).toBe("");
    expect(sanitizeHelpText(undefined as unknown as string)).toBe("");
  });
});
