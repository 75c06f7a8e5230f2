import type { SiteConfig } from "./schema";

export type { SiteConfig, NavbarItemConfig } from "./schema";

/**
 * The validated site config in the browser and during SSR. Injected at compile time by
 * gatsby-node (webpack DefinePlugin) so the validator never ships to readers. Its `analytics`
 * settings are not here: the analytics code reads its own constant (src/lib/analytics).
 */
export const siteConfig: Omit<SiteConfig, "analytics"> = __SITE_CONFIG__;
