import type { SiteConfig } from "./schema";

export type { SiteConfig, NavbarItemConfig } from "./schema";

/**
 * The validated site config in the browser and during SSR. Injected at compile time by
 * gatsby-node (webpack DefinePlugin) so the validator never ships to readers. Its `analytics`
 * settings are not here: the analytics code reads its own constant (src/lib/analytics).
 */
export const siteConfig: Omit<SiteConfig, "analytics"> = __SITE_CONFIG__;

// Every page's first load reads a few settings as `__SITE_CONFIG__.<path>` instead (the navbar,
// the colour mode, the chat configuration's address): each such expression is inlined on its own
// where it is read (src/node/webpack/config.ts defines the config key by key), whereas importing
// `siteConfig` inlines the whole config, about 0.6 KB gzipped, in the importer's chunk. An object
// or list setting read so is a literal, a new value each time it is evaluated: read it once, at
// module level (a hook's dependency on it would change on every render).
