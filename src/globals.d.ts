import type { SiteConfig } from "./config/schema";
import type { SearchManifest } from "./lib/search/types";
import type { NetworkInformationLike } from "./lib/connection";
import type { AnalyticsRuntimeConfig } from "./config/analytics-env";
import "nprogress";

declare global {
  /**
   * Validated site config, replaced at compile time (see src/node/webpack/config.ts), without its
   * `analytics` settings, which the bundles read from __ANALYTICS__.
   */
  const __SITE_CONFIG__: Omit<SiteConfig, "analytics">;
  /** URLs of the search index files, replaced at compile time (see src/node/search/files.ts). */
  const __SEARCH_MANIFEST__: SearchManifest;
  /** Analytics settings, tokens, API host and package version, replaced at compile time (src/node/webpack/config.ts). */
  const __ANALYTICS__: AnalyticsRuntimeConfig;

  interface Window {
    /** Gatsby's client navigation, called by <Link> and `navigate` (gatsby cache-dir/navigation.js). */
    ___navigate?: (to: string | number, options?: unknown) => void;
    /** Gatsby's public page loader (gatsby cache-dir/loader.js). */
    ___loader?: {
      loadPage(path: string): Promise<unknown>;
      hovering(path: string): void;
      /** Queues the page for prefetching; `abort` takes it off the queue if it has not run yet. */
      enqueue(path: string): { abort(): void };
    };
    /** The built page's route, written into every page's HTML by Gatsby. */
    pagePath?: string;
  }

  interface Navigator {
    /** Network Information API (Chromium): absent elsewhere. */
    readonly connection?: NetworkInformationLike;
  }
}

declare module "nprogress" {
  /** nprogress 0.2.0 (the installed version) has `trickleRate`; @types/nprogress describes a later API. */
  interface NProgressOptions {
    trickleRate: number;
  }
}

export {};
