/** The old path of the schema checker: mcp/ still imports it; import "./schema-check" instead. */
export * from "./schema-check";
