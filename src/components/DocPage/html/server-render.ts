import * as parts from "./parts";

/**
 * The kept frame's code for server rendering (and for the CMS preview's bundle), so every page's
 * HTML carries it. Browser bundles get null instead (src/node/webpack/config.ts).
 */
export const serverRender: typeof parts | null = parts;
