import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildPolicy,
  cspSourcesFrom,
  headersFile,
  inlineHashes,
  routeOfHtml,
  unstyledPagesMessage,
  writeCsp,
} from "../csp";
import { applyHeaders, parseHeadersFile, repeatedHeaders } from "../../../../scripts/lib/headers-file.mjs";
import { hashedDir, hashedName, packageCache } from "../../../../scripts/lib/static-server.mjs";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";

const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("Content Security Policy", () => {
  it("hashes inline scripts and styles, not external scripts", () => {
    const html =
      '<head><style data-x="1">a{b:c}</style><script id="p">var a=1;</script><script src="/app.js" async></script><script>var a=1;</script></head>';
    expect(inlineHashes(html)).toEqual({ scripts: [hash("var a=1;")], styles: [hash("a{b:c}")] });
  });

  it("never allows unsafe-inline or unsafe-eval scripts; frame-ancestors only in the header form", () => {
    const header = buildPolicy({ scripts: ["'sha256-x'"], styles: [] }, { connect: ["https://api-js.mixpanel.com"] });
    const scriptSrc = header.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-x'");
    expect(header).toContain("connect-src 'self' https://api-js.mixpanel.com");
    expect(header).toContain("frame-ancestors 'self'");
    expect(buildPolicy({ scripts: [], styles: [] }, { connect: [] }, true)).not.toContain("frame-ancestors");
  });

  it("allows the analytics and chat origins configured at build time", () => {
    const config = parseSiteConfig({
      ...siteConfigInput,
      chat: { configUrl: "https://cdn.example.com/chat/{env}/config.json" },
    });
    expect(cspSourcesFrom(config, { GATSBY_MIXPANEL_TOKEN_DEV: "t" }).connect).toEqual([
      "https://cdn.example.com",
      "https://api-js.mixpanel.com",
    ]);
    expect(
      cspSourcesFrom(config, { GATSBY_MIXPANEL_TOKEN_DEV: "t", GATSBY_MIXPANEL_API_HOST: "http://127.0.0.1:9999" })
        .connect,
    ).toEqual(["https://cdn.example.com", "http://127.0.0.1:9999"]);
    expect(cspSourcesFrom(parseSiteConfig(siteConfigInput), {}).connect).toEqual([]);
  });

  it("maps HTML files to routes", () => {
    expect(routeOfHtml("/p", "/p/index.html")).toBe("/");
    expect(routeOfHtml("/p", "/p/guide/x/index.html")).toBe("/guide/x/");
    expect(routeOfHtml("/p", "/p/404.html")).toBe("/404.html");
  });
});

describe("public/_headers, as Cloudflare Pages and Netlify apply it to the deploy folder", () => {
  const policy = (page: string) => `default-src 'self'; script-src 'self' 'sha256-${page}'; frame-ancestors 'self'`;
  const filePolicy = "default-src 'self'; script-src 'self'; frame-ancestors 'self'";
  const pages = {
    "/": policy("home"),
    "/guide/authentication/": policy("auth"),
    "/changelog/": policy("changes"),
    "/404/": policy("nf"),
    "/404.html": policy("nf"),
  };
  const { rules, skipped } = parseHeadersFile(headersFile("/api-docs-v2/", pages, filePolicy));
  const hostDefault = { "cache-control": "public, max-age=0, must-revalidate" };
  const served = (path: string, host: "cloudflare" | "netlify" = "cloudflare") =>
    applyHeaders(rules, `/api-docs-v2${path}`, hostDefault, host);
  // What the deploy folder holds (scripts/lib/deploy-folder.mjs): pages and their other forms,
  // Gatsby's bundles (all hashed), page data, the search index, Markdown copies, llms files, feeds;
  // and paths it does not hold (answered with the not-found page).
  const paths = [
    ...["/", "/guide/authentication/", "/guide/authentication/index.html", "/guide/authentication.html"],
    ...["/changelog/", "/changelog/index.html", "/index.html"],
    ...["/404/", "/404.html", "/no-such-page/", "/no-such-page.js"],
    ...["/app-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js.map", "/styles.c3cc25aeafcc099fceee.css"],
    ...["/248-0123456789abcdef0123.js", "/chat-panel-0123456789abcdef0123.js.LICENSE.txt", "/chunk-map.json"],
    ...[
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/search-index/current/meta.json",
      "/static/search/current/terms-0.0123456789abcdef.json",
    ],
    ...["/guide/authentication.md", "/index.md", "/llms.txt", "/llms-full.txt", "/robots.txt"],
    ...["/favicon.svg", "/sitemap.xml", "/changelog/feed.xml", "/openapi/merchant-api-v2.yaml"],
    ...["/mcp/saku-docs-mcp-2.0.0.tgz", "/mcp/saku-docs-mcp-2.tgz", "/mcp/saku-docs-mcp-2.docs.json.gz"],
  ];

  it("sets no header twice for any path, so nothing is joined", () => {
    expect(paths.flatMap((p) => repeatedHeaders(rules, `/api-docs-v2${p}`).map((r) => ({ path: p, ...r })))).toEqual(
      [],
    );
    expect(skipped).toEqual([]);
  });

  it("means the same to Netlify: every path gets the same headers", () => {
    expect(paths.filter((p) => JSON.stringify(served(p, "netlify")) !== JSON.stringify(served(p)))).toEqual([]);
  });

  it("gives a page its own policy and nothing else; the security headers reach every response", () => {
    expect(served("/guide/authentication/")["content-security-policy"]).toBe(policy("auth"));
    expect(served("/")["content-security-policy"]).toBe(policy("home"));
    // Forms the host redirects or answers with the not-found page: their <meta> policy applies.
    for (const p of ["/guide/authentication/index.html", "/no-such-page/", "/guide/x/y/", "/404/", "/404.html"])
      expect(served(p)["content-security-policy"], p).toBeUndefined();
    expect(served("/favicon.svg")["content-security-policy"]).toBe(filePolicy);
    expect(served("/sitemap.xml")["content-security-policy"]).toBe(filePolicy);
    for (const p of paths) {
      expect(served(p), p).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "SAMEORIGIN",
      });
    }
  });

  it("caches for a year exactly the files named by their content", () => {
    const files = paths.filter((p) => !p.endsWith("/") && !/^\/(?:no-such-page|404)/.test(p));
    const immutable = files.filter((p) => served(p)["cache-control"] === "public, max-age=31536000, immutable");
    expect(immutable).toEqual(files.filter((p) => hashedName.test(p) || p.startsWith(hashedDir)));
    for (const p of ["/", "/guide/authentication/", "/page-data/index/page-data.json", "/index.md", "/llms.txt"])
      expect(served(p)["cache-control"], p).toBe("public, max-age=0, must-revalidate");
  });

  it("revalidates the search index's meta file, whatever the host does by default", () => {
    const meta = "/api-docs-v2/search-index/current/meta.json";
    for (const host of ["cloudflare", "netlify"] as const)
      expect(applyHeaders(rules, meta, {}, host)["cache-control"], host).toBe("public, max-age=0, must-revalidate");
  });

  it("caches the MCP package and its docs bundle as the static server does: an hour, usable stale", () => {
    for (const p of paths.filter((x) => x.startsWith("/mcp/")))
      expect(served(p)["cache-control"], p).toBe(packageCache);
  });

  it("types the Markdown copies and llms files", () => {
    expect(served("/guide/authentication.md")["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(served("/llms-full.txt")["content-type"]).toBe("text/plain; charset=utf-8");
    expect(served("/robots.txt")["content-type"]).toBeUndefined();
  });
});

describe("writeCsp", () => {
  it("puts each page's policy in its <head> once, and leaves a page that already has it untouched", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    try {
      const page = path.join(publicDir, "guide", "index.html");
      fs.mkdirSync(path.dirname(page));
      fs.writeFileSync(page, "<html><head><script>var a=1;</script></head><body></body></html>");
      const config = parseSiteConfig(siteConfigInput);
      expect(writeCsp(publicDir, config, {})).toEqual({ pages: 1, read: 1, unstyled: [] });
      const written = fs.readFileSync(page, "utf8");
      expect(written.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
      expect(written).toContain(hash("var a=1;"));
      const old = new Date("2020-01-01T00:00:00Z");
      fs.utimesSync(page, old, old);
      writeCsp(publicDir, config, {});
      expect(fs.readFileSync(page, "utf8")).toBe(written);
      expect(fs.statSync(page).mtime).toEqual(old);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});

describe("writeCsp with the previous pass's scans", () => {
  it("reads again only the pages written since, and still lists every page's policy and unstyled classes", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    try {
      const publicDir = path.join(root, "public");
      const scans = path.join(root, ".cache", "csp.json");
      const write = (route: string, script: string, cls: string) => {
        const file = path.join(publicDir, route, "index.html");
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          `<html><head><style>._aBcDeF{color:red}</style><script>${script}</script></head><body><p class="${cls}"></p></body></html>`,
        );
      };
      write("guide", "var a=1;", "_aBcDeF");
      write("search", "var b=1;", "_zYxWvU");
      const config = parseSiteConfig(siteConfigInput);
      const policies = () =>
        (JSON.parse(fs.readFileSync(path.join(publicDir, "csp.json"), "utf8")) as { policies: Record<string, string> })
          .policies;
      expect(writeCsp(publicDir, config, {}, scans).read).toBe(2);
      const unchanged = writeCsp(publicDir, config, {}, scans);
      expect(unchanged).toMatchObject({
        pages: 2,
        read: 0,
        unstyled: [{ route: "/search/", classes: ["_zYxWvU"] }],
      });
      expect(policies()["/search/"]).toContain(hash("var b=1;"));

      write("guide", "var a=22;", "_aBcDeF");
      expect(writeCsp(publicDir, config, {}, scans).read).toBe(1);
      expect(policies()["/guide/"]).toContain(hash("var a=22;"));
      expect(policies()["/search/"]).toContain(hash("var b=1;"));
      expect(fs.readFileSync(path.join(publicDir, "guide", "index.html"), "utf8")).toContain(hash("var a=22;"));
      // Other connect sources change every page's <meta>: every page is read and written again.
      expect(writeCsp(publicDir, config, { GATSBY_MIXPANEL_API_HOST: "https://mp.example" }, scans).read).toBe(2);
      expect(fs.readFileSync(path.join(publicDir, "search", "index.html"), "utf8")).toContain("https://mp.example");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("writeCsp's check of the pages' styles", () => {
  it("reports each page whose HTML names module classes its stylesheet lacks, and the message names them", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    try {
      const write = (route: string, cls: string) => {
        const file = path.join(publicDir, route, "index.html");
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          `<html><head><style>._aBcDeF{color:red}</style></head><body><p class="${cls}"></p></body></html>`,
        );
      };
      write("guide", "_aBcDeF");
      write("search", "_zYxWvU");
      const result = writeCsp(publicDir, parseSiteConfig(siteConfigInput), {});
      expect(result).toEqual({
        pages: 2,
        read: 2,
        unstyled: [{ route: "/search/", classes: ["_zYxWvU"] }],
      });
      expect(unstyledPagesMessage(result.unstyled)).toMatch(
        /^1 page\(s\) name CSS-module classes[\s\S]*\/search\/: _zYxWvU/,
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
