/**
 * The browser bundle's webpack config: the analytics build values defined from the environment,
 * the guard that fails the build when CSS modules are imported in different orders, and what
 * browser bundles leave out (Gatsby runtime the site never runs, server-rendering-only modules);
 * and the persistent cache's version (cache.ts).
 */
export { makeOnCreateWebpackConfig } from "./config";
export { versionedWebpackCache, webpackCacheVersion } from "./cache";
export { moduleClassPattern } from "./short-names";
