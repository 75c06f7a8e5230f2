import { bundledSiteConfig } from "../config";
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
