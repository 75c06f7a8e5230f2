// Types for static-server.mjs (used by e2e fixtures written in TypeScript).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface StaticServerOptions {
  root: string;
  basePath: string;
  headers?: Record<string, string> | ((path: string) => Record<string, string>);
  onRequest?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export function createStaticServer(options: StaticServerOptions): Server;
export function readBasePath(root: string): string;
/** The encoding the server answers with for an Accept-Encoding header: "br", "gzip" or null. */
export function chooseEncoding(acceptEncoding?: string): "br" | "gzip" | null;
