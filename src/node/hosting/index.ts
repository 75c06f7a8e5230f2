/**
 * What the host serves beside the pages: the Content Security Policy of each page (its inline
 * scripts' and styles' hashes) and the `_headers` file with it, written after the build, which
 * also finds pages whose HTML names CSS-module classes their stylesheet lacks.
 */
export { unstyledPagesMessage, writeCsp } from "./csp";
