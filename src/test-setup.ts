// Unit tests see the same validated site config that webpack injects as __SITE_CONFIG__, and
// analytics settings as webpack injects __ANALYTICS__ (with a development token, no API host).
import { parseSiteConfig } from "./config/schema";
import { siteConfigInput } from "./config/site-config";
import { analyticsRuntimeConfig } from "./config/analytics-env";

const site = parseSiteConfig(siteConfigInput);
(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = site;
(globalThis as { __ANALYTICS__?: unknown }).__ANALYTICS__ = analyticsRuntimeConfig(site, {
  packageVersion: "0.0.0-test",
  tokens: { production: null, development: "unit-dev-token" },
  apiHost: null,
});

// The search index URLs webpack injects as __SEARCH_MANIFEST__ (src/node/search/files.ts).
const searchFiles = (context: string, label: string) => ({
  label,
  index: `/static/search/current/${context}.index.json`,
  store: `/static/search/current/${context}.store.json`,
  text: `/static/search/current/${context}.text.json`,
});
(globalThis as { __SEARCH_MANIFEST__?: unknown }).__SEARCH_MANIFEST__ = {
  guide: searchFiles("guide", "Integration Guides"),
  api: searchFiles("api", "API List"),
};
