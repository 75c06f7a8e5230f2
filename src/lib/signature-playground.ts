/** The old path of the signature domain's playground module: mcp/ still imports it; import "./signature" instead. */
export * from "./signature";
