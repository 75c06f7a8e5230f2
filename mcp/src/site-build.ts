/**
 * What the MCP package's build (scripts/build-mcp.ts, through build-operations.ts) takes from the
 * site's code (src/): the operation views the API pages render and the functions that write a
 * page's Markdown copy. Never imported by the running server, so none of it is bundled into
 * dist/server.mjs; the server's own imports from the site are in site.ts.
 */
export type { BodyTable, ExampleView, FieldRow, OperationView, RichNode } from "../../src/lib/openapi/types";
export { codeText } from "../../src/lib/openapi";
export { fieldPath, paragraph, richBlocks, richInline, stringify, type MarkdownContext } from "../../src/node/llms";
