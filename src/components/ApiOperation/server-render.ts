import * as parts from "./parts";

/**
 * The deferred parts' code for server rendering, so every operation page's HTML carries them
 * with or without JavaScript. Browser bundles get null instead (src/node/webpack/config.ts): there
 * the parts are a chunk, fetched when one is needed.
 */
export const serverRender: typeof parts | null = parts;
