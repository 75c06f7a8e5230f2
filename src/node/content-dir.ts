import path from "node:path";

/** The folder the docs, the OpenAPI document and the changelog are read from. */
export const contentDir = path.resolve("content");
