import { applyHeaders, parseHeadersFile, repeatedHeaders } from "../headers-file.mjs";

// The emulation of a host that merges `_headers` rules (Cloudflare Pages): the e2e hosting suite
// trusts it to serve the build's file as such a host would, so its matching is pinned here.
const file = (text: string) => parseHeadersFile(text.replace(/^\n/, "")).rules;

describe("a _headers file applied with merging semantics", () => {
  it("applies every matching rule in order; a repeated header is joined with a comma", () => {
    const rules = file(`
/docs/*
  Content-Security-Policy: script-src 'self'
  X-Content-Type-Options: nosniff
/docs/guide/
  Content-Security-Policy: script-src 'self' 'sha256-a'
`);
    expect(applyHeaders(rules, "/docs/guide/")).toEqual({
      "content-security-policy": "script-src 'self', script-src 'self' 'sha256-a'",
      "x-content-type-options": "nosniff",
    });
    expect(repeatedHeaders(rules, "/docs/guide/")).toEqual([
      { name: "content-security-policy", patterns: ["/docs/*", "/docs/guide/"] },
    ]);
    expect(repeatedHeaders(rules, "/docs/other/")).toEqual([]);
  });

  it("lets the first rule replace the host's own value and removes headers named with !", () => {
    const rules = file(`
/*.md
  Content-Type: text/markdown
/private/*
  ! X-Robots-Tag
`);
    const defaults = { "content-type": "text/plain", "x-robots-tag": "noindex" };
    expect(applyHeaders(rules, "/a/b.md", defaults)).toEqual({
      "content-type": "text/markdown",
      "x-robots-tag": "noindex",
    });
    expect(applyHeaders(rules, "/private/x", defaults)).toEqual({ "content-type": "text/plain" });
  });

  it("matches a splat across slashes and a placeholder within one segment, exactly", () => {
    const rules = file(`
/docs/:asset.js
  Cache-Control: immutable
/docs/llms*.txt
  X-Splat: :splat
`);
    expect(applyHeaders(rules, "/docs/app-0a1b.js")).toEqual({ "cache-control": "immutable" });
    expect(applyHeaders(rules, "/docs/~partytown/partytown.js")).toEqual({});
    expect(applyHeaders(rules, "/docs/app.js.map")).toEqual({});
    expect(applyHeaders(rules, "/docs/llms-full.txt")).toEqual({ "x-splat": "-full" });
    expect(applyHeaders(rules, "/docs/llms/a/b.txt")).toEqual({ "x-splat": "/a/b" });
    expect(applyHeaders(rules, "/other/llms.txt")).toEqual({});
  });

  it("reads the file as Netlify does: a placeholder takes a whole segment, a later rule replaces", () => {
    const rules = file(`
/docs/*
  X-Site: 1
  X-Level: site
/docs/:asset.js
  Cache-Control: immutable
/docs/*.md
  Content-Type: text/markdown
/docs/guide/x/
  X-Level: page
`);
    const netlify = (path: string) => applyHeaders(rules, path, {}, "netlify");
    // Netlify's `:asset.js` is any top-level file: the audit's `index.html` cached for a year.
    expect(netlify("/docs/index.html")).toEqual({ "x-site": "1", "x-level": "site", "cache-control": "immutable" });
    expect(applyHeaders(rules, "/docs/index.html")).toEqual({ "x-site": "1", "x-level": "site" });
    expect(netlify("/docs/app-0a1b.js")).toMatchObject({ "cache-control": "immutable" });
    expect(netlify("/docs/guide/")).toMatchObject({ "cache-control": "immutable" });
    // A later rule replaces instead of joining; case and a trailing slash do not matter.
    expect(netlify("/docs/guide/x/")).toEqual({ "x-site": "1", "x-level": "page" });
    expect(applyHeaders(rules, "/docs/guide/x/")).toEqual({ "x-site": "1", "x-level": "site, page" });
    expect(netlify("/DOCS/Guide/X")).toEqual({ "x-site": "1", "x-level": "page" });
    // `*` inside a segment crosses slashes, and its segment's `.` is any character.
    expect(netlify("/docs/a/b.md")).toMatchObject({ "content-type": "text/markdown" });
    expect(netlify("/docs/a/b-md/")).toMatchObject({ "content-type": "text/markdown" });
    expect(applyHeaders(rules, "/docs/a/b-md/")).not.toHaveProperty("content-type");
    expect(netlify("/other/a.md")).toEqual({});
  });

  it("skips what the host skips: long lines, rules past the hundredth, malformed lines", () => {
    const many = Array.from({ length: 101 }, (_, i) => `/p${i}/\n  X-N: ${i}`).join("\n");
    const { rules, skipped } = parseHeadersFile(
      `# comment\n  X-Orphan: 1\n/a/\n  no separator\n  X-Long: ${"a".repeat(2000)}\n${many}`,
      "public/_headers",
    );
    expect(rules).toHaveLength(100);
    expect(rules[0].set).toEqual([]);
    expect(skipped).toEqual([
      "public/_headers:2: a header before any path",
      'public/_headers:4: expected "Name: value", got "no separator"',
      "public/_headers:5: 2008 characters, over the 2000 a line may have",
      "public/_headers:204: rules past the 100th are ignored (4 lines)",
    ]);
  });
});
