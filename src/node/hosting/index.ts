/**
 * What the host serves beside the pages: the Content Security Policy of each page (its inline
 * scripts' and styles' hashes) and the `_headers` file with it, written after the build.
 */
export { writeCsp } from "./csp";
