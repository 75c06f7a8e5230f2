import { analyticsRuntimeConfig, loadAnalyticsEnv } from "../analytics-env";
import { parseSiteConfig } from "../schema";
import { siteConfigInput } from "../site-config";

describe("loadAnalyticsEnv", () => {
  it("reads tokens, API host and package version", () => {
    const env = loadAnalyticsEnv(
      {
        GATSBY_MIXPANEL_TOKEN_PROD: "prodtoken123",
        GATSBY_MIXPANEL_TOKEN_DEV: " devtoken456 ",
        GATSBY_MIXPANEL_API_HOST: "https://analytics.saku.example/mp/",
      },
      "2.0.0",
    );
    expect(env).toEqual({
      packageVersion: "2.0.0",
      tokens: { production: "prodtoken123", development: "devtoken456" },
      apiHost: "https://analytics.saku.example/mp",
    });
  });

  it("treats missing or blank variables as not configured (analytics off, library's default host)", () => {
    expect(loadAnalyticsEnv({ GATSBY_MIXPANEL_TOKEN_DEV: "  " }, "2.0.0")).toEqual({
      packageVersion: "2.0.0",
      tokens: { production: null, development: null },
      apiHost: null,
    });
  });

  it("stops the build naming the variable for a bad value", () => {
    expect(() => loadAnalyticsEnv({ GATSBY_MIXPANEL_API_HOST: "analytics.saku.example" }, "2.0.0")).toThrow(
      /GATSBY_MIXPANEL_API_HOST: must be an http\(s\) URL/,
    );
    expect(() => loadAnalyticsEnv({ GATSBY_MIXPANEL_API_HOST: "https://a.example/?x=1" }, "2.0.0")).toThrow(
      /GATSBY_MIXPANEL_API_HOST/,
    );
    expect(() => loadAnalyticsEnv({ GATSBY_MIXPANEL_TOKEN_PROD: "tok en" }, "2.0.0")).toThrow(
      /GATSBY_MIXPANEL_TOKEN_PROD: must be a Mixpanel project token/,
    );
    expect(() => loadAnalyticsEnv({}, "")).toThrow(/Package Version/);
  });
});

describe("analyticsRuntimeConfig", () => {
  it("hands the browser the build values plus the analytics part of the site config", () => {
    const env = loadAnalyticsEnv({ GATSBY_MIXPANEL_TOKEN_DEV: "devtoken" }, "2.0.0");
    expect(analyticsRuntimeConfig(parseSiteConfig(siteConfigInput), env)).toEqual({
      ...env,
      dashboardHost: "merchant.saku.example",
      packageModule: "api-docs-v2",
      packageSource: "Online",
      knownSources: ["Website"],
      knownPageSources: ["/business", "/business/payment-gateway", "/business/disbursement"],
      maxPendingEvents: 100,
    });
  });
});
