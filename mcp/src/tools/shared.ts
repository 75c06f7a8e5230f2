/**
 * What the docs MCP server's tools share: the context each one registers with, the text content
 * of a structured answer, and the schema of a response code (get_operation, list_response_codes).
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import type { DocsData, PageEntry } from "../docs-data";
import { headingsOf, type Heading } from "../page-parts";

/** A tool's view of the server: where it registers, the docs it answers from, and shared caches. */
export interface ToolContext {
  server: McpServer;
  data: DocsData;
  /** A page's headings, read once per server. */
  headingsOfPage(page: PageEntry): Heading[];
}

/** The context for the tools of one server over `data`. */
export function toolContext(server: McpServer, data: DocsData): ToolContext {
  const headingCache = new Map<string, Heading[]>();
  const headingsOfPage = (page: PageEntry) => {
    let list = headingCache.get(page.route);
    if (!list) headingCache.set(page.route, (list = headingsOf(data.readPage(page.route), page.toc)));
    return list;
  };
  return { server, data, headingsOfPage };
}

/** Compact JSON as the text content: the same data as `structuredContent`, without indentation. */
export const text = (value: unknown) => [{ type: "text" as const, text: JSON.stringify(value) }];

/** A response code's row, as get_operation and list_response_codes return it. */
export const codeSchema = z.object({
  code: z.string(),
  httpStatus: z.string(),
  message: z.string(),
  meaning: z.string(),
  action: z.string(),
  retry: z.enum(["no", "yes", "same-reference", "inquiry"]),
  operationId: z.string(),
  operation: z.string(),
  serviceCode: z.string(),
  url: z.string(),
});
