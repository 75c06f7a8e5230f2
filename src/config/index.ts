import type { SiteConfig } from "./schema";

export type { SiteConfig, NavbarItemConfig } from "./schema";

/**
 * The validated site config in the browser and during SSR. Injected at compile time by
 * gatsby-node (webpack DefinePlugin) so the validator never ships to readers.
 */
export const siteConfig: SiteConfig = __SITE_CONFIG__;
