import { bundledSiteConfig, definedKeyByKey } from "../config";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";

describe("bundledSiteConfig", () => {
  it("leaves out the analytics settings, which the bundles read from __ANALYTICS__, and keeps the rest", () => {
    const site = parseSiteConfig(siteConfigInput);
    const bundled = bundledSiteConfig(site);
    expect(bundled).not.toHaveProperty("analytics");
    expect(JSON.stringify(bundled)).not.toContain("maxPendingEvents");
    const { analytics, ...rest } = site;
    expect(analytics).toBeDefined();
    expect(bundled).toEqual(rest);
  });
});

describe("definedKeyByKey", () => {
  it("defines plain objects key by key, and arrays and scalars as JSON", () => {
    expect(
      definedKeyByKey({ basePath: "/docs/", chat: { timeoutMs: 5000, configUrl: null }, items: [{ to: "/" }] }),
    ).toEqual({ basePath: '"/docs/"', chat: { timeoutMs: "5000", configUrl: "null" }, items: '[{"to":"/"}]' });
  });

  it("gives every setting of the bundled config a definition that evaluates to it", () => {
    const bundled = bundledSiteConfig(parseSiteConfig(siteConfigInput));
    const evaluate = (defined: unknown): unknown =>
      typeof defined === "string"
        ? JSON.parse(defined)
        : Object.fromEntries(Object.entries(defined as object).map(([k, v]) => [k, evaluate(v)]));
    expect(evaluate(definedKeyByKey(bundled))).toEqual(JSON.parse(JSON.stringify(bundled)));
  });
});
