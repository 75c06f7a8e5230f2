/**
 * What the docs MCP server's tools share: the context each one registers with, the text content
 * of a structured answer, and the schema of a response code (get_operation, list_response_codes).
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import type { DocsData, PageEntry } from "../docs-data";
import { clip, ERROR_CHARS } from "../limits";
import { headingsOf, type Heading } from "../page-parts";

/** A tool's view of the server: where it registers, the docs it answers from, and shared caches. */
export interface ToolContext {
  server: McpServer;
  data: DocsData;
  /** A page's headings, read once per server. */
  headingsOfPage(page: PageEntry): Heading[];
}

/**
 * Makes every tool registered on `server` answer a failure with at most `ERROR_CHARS` characters
 * (limits.ts): a handler's error message is cut there, whatever input it quotes.
 */
function boundToolErrors(server: McpServer): void {
  type Handler = (...args: unknown[]) => unknown;
  const register = server.registerTool.bind(server) as (name: string, config: unknown, handler: Handler) => unknown;
  const bounded = (name: string, config: unknown, handler: Handler) =>
    register(name, config, async (...args: unknown[]) => {
      try {
        return await handler(...args);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.length <= ERROR_CHARS) throw error;
        const cut = new Error(clip(message));
        if (error instanceof Error) cut.name = error.name;
        throw cut;
      }
    });
  server.registerTool = bounded as typeof server.registerTool;
}

/** The context for the tools of one server over `data`. */
export function toolContext(server: McpServer, data: DocsData): ToolContext {
  boundToolErrors(server);
  const headingCache = new Map<string, Heading[]>();
  const headingsOfPage = (page: PageEntry) => {
    // By file: a refreshed copy of the docs (docs-update.ts) has its own files.
    let list = headingCache.get(page.file);
    if (!list) headingCache.set(page.file, (list = headingsOf(data.readPage(page.route), page.toc)));
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
