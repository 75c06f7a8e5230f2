import type { SiteConfig } from "./config/schema";
import type { AnalyticsRuntimeConfig } from "./config/analytics-env";

declare global {
  /** Validated site config, replaced at compile time (see src/node/webpack.ts). */
  const __SITE_CONFIG__: SiteConfig;
  /** Analytics settings, tokens, API host and package version, replaced at compile time (src/node/webpack.ts). */
  const __ANALYTICS__: AnalyticsRuntimeConfig;
}

export {};
