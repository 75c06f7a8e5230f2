import * as lazy from "./lazy";

/**
 * The API pages' tables for server rendering, so their HTML carries them with or without
 * JavaScript. Browser bundles get null instead (src/node/webpack/config.ts): there the tables
 * are a chunk.
 */
export const serverRender: typeof lazy | null = lazy;
