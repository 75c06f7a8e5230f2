import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

export const mcpDir = fileURLToPath(new URL("..", import.meta.url));
export const repoRoot = path.dirname(mcpDir);
export const bundle = path.join(mcpDir, "dist", "server.mjs");

/** Fails with what to run when the package was not built. */
export function assertBuilt(): void {
  for (const file of [bundle, path.join(mcpDir, "data", "build.json")])
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(repoRoot, file)} is missing: run the production build, then npm run build:mcp.`);
}

/**
 * Starts a server over stdio (by default the built bin under node) and connects the SDK's client.
 * The server answers from its bundled docs and asks no site unless `env` says otherwise.
 */
export async function connect(
  command: string = process.execPath,
  args: string[] = [bundle],
  env: Record<string, string> = { DOCS_MCP_OFFLINE: "1" },
): Promise<Client> {
  const client = new Client({ name: "docs-mcp-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, env, stderr: "ignore" }));
  return client;
}

export interface ToolResult {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

/** The structured output of a call that must succeed (its error text otherwise). */
export async function ok<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<T> {
  const result = await call(client, name, args);
  if (result.isError || !result.structuredContent)
    throw new Error(`${name} failed: ${result.content.map((c) => c.text).join(" ")}`);
  return result.structuredContent as T;
}

/** The error text of a call that must fail with an MCP tool error. */
export async function toolError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, name, args);
  if (!result.isError)
    throw new Error(`${name} was expected to fail, answered ${JSON.stringify(result).slice(0, 300)}`);
  return result.content.map((c) => c.text ?? "").join(" ");
}
