/**
 * The docs MCP server over the docs data (docs-data.ts): one file per tool (tools/), the resources
 * (resources.ts) and the prompts (prompts.ts). Every rule comes from the site's own code, reached through site.ts: the search
 * engine (search-adapter.ts), the request checker and the signature playground.
 * A tool that fails throws; the SDK answers with an `isError` result carrying the message.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { BuildInfo, DocsData } from "./docs-data";
import { registerPrompts } from "./prompts";
import { registerResources } from "./resources";
import { registerDocsInfo } from "./tools/docs-info";
import { registerGetOperation } from "./tools/get-operation";
import { registerListOperations } from "./tools/list-operations";
import { registerListResponseCodes } from "./tools/list-response-codes";
import { registerReadPage } from "./tools/read-page";
import { registerSearchDocs } from "./tools/search-docs";
import { toolContext } from "./tools/shared";
import { registerSignRequest } from "./tools/sign-request";
import { registerValidateRequest } from "./tools/validate-request";

export const SERVER_NAME = "saku-docs";

/**
 * Builds the server over loaded docs data; `pkg` is the build the package was made from (the
 * server's version), which differs from the data's when the docs were fetched from the site.
 * Connect it to a transport (cli.ts uses stdio).
 */
export function createDocsServer(data: DocsData, pkg: BuildInfo = data.build): McpServer {
  const { build } = data;
  const about = `${build.title} ${build.version}, built ${build.builtAt}${build.commit ? ` from commit ${build.commit}` : ""}`;
  const server = new McpServer(
    { name: SERVER_NAME, title: `${build.product} docs`, version: pkg.version },
    {
      instructions:
        `The ${build.product} merchant API v2 documentation (${about}). ${data.source.note} ` +
        `Use list_operations to see every operation, search_docs to find pages, read_page to read one, get_operation and validate_request for the API contract, ` +
        `sign_request to compare a signature's intermediate values, list_response_codes for response codes, docs_info for which docs answer. ` +
        `Prompts: integrate_operation, debug_signature, handle_notification. Cite pages by their url. Site: ${build.siteUrl}`,
    },
  );
  const context = toolContext(server, data);
  // Registration order is the order clients list them in.
  registerSearchDocs(context);
  registerReadPage(context);
  registerListOperations(context);
  registerGetOperation(context);
  registerValidateRequest(context);
  registerSignRequest(context);
  registerListResponseCodes(context);
  registerDocsInfo(context, pkg);
  registerResources(context);
  registerPrompts(context);
  return server;
}
