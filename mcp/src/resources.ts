/**
 * The docs MCP server's resources: llms.txt, the OpenAPI document and each page's Markdown, at
 * their site URLs.
 */
import type { ToolContext } from "./tools/shared";

/** Registers the resources. */
export function registerResources({ server, data }: ToolContext): void {
  const { build } = data;
  server.registerResource(
    "llms.txt",
    `${build.siteUrl}llms.txt`,
    { title: "llms.txt", description: "Every page of the docs with its description", mimeType: "text/plain" },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain", text: data.llmsTxt }] }),
  );
  server.registerResource(
    "openapi",
    `${build.siteUrl}openapi/merchant-api-v2.json`,
    {
      title: "OpenAPI document",
      description: `The ${build.product} merchant API v2 OpenAPI 3.1 document, as the site offers it for download`,
      mimeType: "application/json",
    },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "application/json", text: data.readOpenApi() }] }),
  );
  for (const page of data.pages.values()) {
    server.registerResource(
      page.route,
      page.markdownUrl,
      { title: page.title, description: page.description || undefined, mimeType: "text/markdown" },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: data.readPage(page.route) }] }),
    );
  }
}
