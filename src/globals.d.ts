import type { SiteConfig } from "./config/schema";
import type { AnalyticsBuildEnv } from "./config/analytics-env";

declare global {
  /** Validated site config, replaced at compile time (see src/node/webpack.ts). */
  const __SITE_CONFIG__: SiteConfig;
  /** Analytics tokens, API host and package version, replaced at compile time (src/node/webpack.ts). */
  const __ANALYTICS_ENV__: AnalyticsBuildEnv;
}

export {};
