// Unit tests see the same validated site config that webpack injects as __SITE_CONFIG__.
import { parseSiteConfig } from "./config/schema";
import { siteConfigInput } from "./config/site-config";

(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = parseSiteConfig(siteConfigInput);
