/**
 * The browser bundle's webpack config: the analytics build values defined from the environment,
 * and the guard that fails the build when CSS modules are imported in different orders.
 */
export { makeOnCreateWebpackConfig } from "./config";
