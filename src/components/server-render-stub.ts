/**
 * What a `./server-render` module is in browser bundles (src/node/webpack/config.ts): nothing.
 * Such a module hands server rendering, synchronously, the code that the browser loads as a chunk.
 */
export const serverRender = null;
