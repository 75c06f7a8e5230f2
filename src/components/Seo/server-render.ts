import * as seo from "./seo";

/**
 * Seo's code for server rendering (and for the CMS preview's bundle), so every page's HTML carries
 * its head. Browser bundles get null instead (src/node/webpack/config.ts).
 */
export const serverRender: typeof seo | null = seo;
