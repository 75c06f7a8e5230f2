/** The old path of the signature domain's crypto module: mcp/ still imports it; import "./signature" instead. */
export * from "./signature";
