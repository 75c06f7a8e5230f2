import * as parts from "./parts";

/**
 * The kept-HTML components' code for server rendering (and for the CMS preview's bundle), so every
 * page's HTML carries them. Browser bundles get null instead (src/node/webpack/config.ts): there
 * they are a chunk, fetched when a page is rendered in the app.
 */
export const serverRender: typeof parts | null = parts;
