// Types for static-server.mjs (used by e2e fixtures written in TypeScript).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface StaticServerOptions {
  root: string;
  basePath: string;
  headers?: Record<string, string> | ((path: string, requestPath: string) => Record<string, string>);
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export function createStaticServer(options: StaticServerOptions): Server;
export function readBasePath(root: string): string;
/** The encoding the server answers with for an Accept-Encoding header: "br", "gzip" or null. */
export function chooseEncoding(acceptEncoding?: string): "br" | "gzip" | null;
/** Content-Type by file extension. */
export const types: Record<string, string>;
/** Files named by their content (cached for a year), and the folder (under the base path) that holds only such files. */
export const hashedName: RegExp;
export const hashedDir: string;
/** Content types sent compressed. */
export const compressible: RegExp;
/** The folder (under the base path) of the docs MCP package and its docs bundle, and their Cache-Control. */
export const packageDir: string;
export const packageCache: string;
export const olderPackage: RegExp;
export function stablePackageOf(name: string): string | null;
