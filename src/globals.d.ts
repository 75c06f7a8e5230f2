import type { SiteConfig } from "./config/schema";
import type { SearchManifest } from "./lib/search/types";

declare global {
  /** Validated site config, replaced at compile time (see src/node/webpack.ts). */
  const __SITE_CONFIG__: SiteConfig;
  /** URLs of the search index files, replaced at compile time (see src/node/search/files.ts). */
  const __SEARCH_MANIFEST__: SearchManifest;
}

export {};
