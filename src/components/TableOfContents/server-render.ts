import * as toc from "./lazy";

/**
 * The table of contents' code for server rendering (and for the CMS preview's bundle), so every
 * page's HTML carries it. Browser bundles get null instead (src/node/webpack/config.ts): there it
 * is the `toc` chunk.
 */
export const serverRender: typeof toc | null = toc;
