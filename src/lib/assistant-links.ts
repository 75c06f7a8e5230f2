/**
 * The page menu's links to AI assistants (PageActions): "Open in ChatGPT" and "Open in Claude"
 * start a chat whose prompt points at the page's public Markdown copy, and "Connect MCP" leads to
 * the guide section that sets up the docs MCP server (mcp/).
 */

/** The guide section that sets up the docs MCP server. */
export const MCP_SETUP_ROUTE = "/guide/integration-mcp/#set-up-the-server";

/** What the chat is asked: read the page's absolute `.md` URL. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** Links that open a new chat with the prompt (each service's `q` query parameter). */
export function assistantLinks(markdownUrl: string): { label: string; href: string }[] {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    { label: "Open in ChatGPT", href: `https://chatgpt.com/?q=${q}` },
    { label: "Open in Claude", href: `https://claude.ai/new?q=${q}` },
  ];
}
