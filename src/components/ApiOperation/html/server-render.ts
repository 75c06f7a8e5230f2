import * as parts from "./parts";

/**
 * The kept-HTML prose's code for server rendering, so every operation page's HTML carries it.
 * Browser bundles get null instead (src/node/webpack/config.ts): there it is a chunk, fetched when a
 * page is rendered in the app.
 */
export const serverRender: typeof parts | null = parts;
