import type { SiteConfig } from "./config/schema";

declare global {
  /** Validated site config, replaced at compile time (see src/node/webpack.ts). */
  const __SITE_CONFIG__: SiteConfig;
}

export {};
