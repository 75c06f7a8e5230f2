import { createHash } from "node:crypto";
import { buildPolicy, cspSourcesFrom, inlineHashes, routeOfHtml } from "../csp";
import { parseSiteConfig } from "../../config/schema";
import { siteConfigInput } from "../../config/site-config";

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
