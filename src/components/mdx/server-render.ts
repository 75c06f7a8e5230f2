import * as parts from "./parts";

/**
 * The deferred components' code for server rendering, so every page's HTML carries them with or
 * without JavaScript. Browser bundles get null instead (src/node/webpack/config.ts): there they
 * are a chunk, fetched when one is used.
 */
export const serverRender: typeof parts | null = parts;
