import { readFileSync } from "node:fs";
import http from "node:http";
import type { MockOperation, MockTrace } from "../src/lib/mock";
import { createMockApi, sandboxScenarios } from "../src/lib/mock/lazy";

/**
 * A stand-in for the real sandbox API in the browser tests of the Try it console: the same mock
 * module, served over HTTP on loopback with CORS, as a sandbox that accepts requests from the docs
 * would be. Its operations are the ones the build published (public/openapi/mock-operations.json).
 */

export interface SandboxServer {
  /** Trusts a client id with a public key (PEM), as uploading it in the merchant dashboard would. */
  register(clientId: string, publicKeyPem: string): void;
  /** What it received: path, the outcome and how the signature verified. */
  received(): { path: string; outcome: string; signature: MockTrace["signature"] }[];
  close(): Promise<void>;
}

const allowedHeaders = [
  "Content-Type",
  "Authorization",
  "Authorization-Customer",
  "X-TIMESTAMP",
  "X-SIGNATURE",
  "X-PARTNER-ID",
  "X-CLIENT-KEY",
  "X-EXTERNAL-ID",
  "CHANNEL-ID",
  "ORIGIN",
];

export async function startSandboxServer(url: URL): Promise<SandboxServer> {
  const operations = JSON.parse(readFileSync("public/openapi/mock-operations.json", "utf8")) as MockOperation[];
  const credentials: Record<string, { publicKeyPem: string }> = {};
  const mock = createMockApi({ operations, credentials, scenarios: sandboxScenarios });
  const server = http.createServer((req, res) => {
    const cors = {
      "Access-Control-Allow-Origin": req.headers.origin ?? "*",
      "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
      "Access-Control-Allow-Headers": allowedHeaders.join(", "),
      "Access-Control-Expose-Headers": "X-TIMESTAMP",
      "Access-Control-Max-Age": "600",
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void mock
        .handle({
          method: req.method ?? "GET",
          url: req.url ?? "/",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        })
        .then((answer) => res.writeHead(answer.status, { ...answer.headers, ...cors }).end(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(url.port), url.hostname, resolve));
  return {
    register(clientId, publicKeyPem) {
      credentials[clientId] = { publicKeyPem };
    },
    received: () =>
      mock.log.map(({ request, response }) => ({
        path: new URL(request.url, "http://sandbox.invalid").pathname,
        outcome: response.trace.outcome,
        signature: response.trace.signature,
      })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
