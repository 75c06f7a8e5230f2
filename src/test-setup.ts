// Unit tests see the same validated site config that webpack injects as __SITE_CONFIG__, and
// analytics settings as webpack injects __ANALYTICS__ (with a development token, no API host).
import { parseSiteConfig } from "./config/schema";
import { siteConfigInput } from "./config/site-config";
import { analyticsRuntimeConfig } from "./config/analytics-env";
import type { SearchManifest } from "./lib/search/types";

const site = parseSiteConfig(siteConfigInput);
(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = site;
(globalThis as { __ANALYTICS__?: unknown }).__ANALYTICS__ = analyticsRuntimeConfig(site, {
  packageVersion: "0.0.0-test",
  tokens: { production: null, development: "unit-dev-token" },
  apiHost: null,
});

// What webpack injects as __SEARCH_MANIFEST__ (src/node/search/files.ts): the index's meta file,
// which names every other file, their folder, and the sidebar labels.
const manifest: SearchManifest = {
  meta: "/search-index/current/meta.json",
  dir: "/static/search/current/",
  labels: { guide: "Integration Guides", api: "API List" },
};
(globalThis as { __SEARCH_MANIFEST__?: unknown }).__SEARCH_MANIFEST__ = manifest;
