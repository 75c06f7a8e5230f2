import * as parts from "./parts";

/**
 * The sidebar's and footer's code for server rendering, so every page's HTML carries them with or
 * without JavaScript. Browser bundles get null instead (src/node/webpack/config.ts): there they
 * are the `chrome` chunk.
 */
export const serverRender: typeof parts | null = parts;
