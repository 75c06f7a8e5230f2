import http from "node:http";
import type { AddressInfo } from "node:net";
import type { MockApi, MockOptions } from "../../lib/mock";
import { createMockApi } from "../../lib/mock/lazy";

/**
 * The API mock (src/lib/mock) over HTTP on 127.0.0.1, for programs that speak HTTP: the code
 * samples run by the tests. Port 0 picks a free port.
 */

export interface MockServer {
  url: string;
  api: MockApi;
  close(): Promise<void>;
}

export async function startMockServer(options: MockOptions, port = 0): Promise<MockServer> {
  const api = createMockApi(options);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      api
        .handle({
          method: req.method ?? "GET",
          url: req.url ?? "/",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        })
        .then((response) => {
          res.writeHead(response.status, response.headers);
          res.end(response.body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { "Content-Type": "text/plain" });
          res.end(`mock failed: ${error instanceof Error ? error.stack : String(error)}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    api,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
