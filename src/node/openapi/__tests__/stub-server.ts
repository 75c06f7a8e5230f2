import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the API in tests: it checks the headers of a signed request and verifies its
 * signature with the merchant's public key, as the real API does (CONTENT.md), then answers.
 */

export interface StubExpectation {
  method: string;
  /** Path with query string, exactly as the sample must send and sign it. */
  path: string;
  kind: "access-token" | "service";
  clientId: string;
  /** Headers that must arrive with exactly these values (names case-insensitive). */
  headers: Record<string, string>;
  /** Body the request must carry (compared as JSON), or null for none. */
  body: unknown;
  publicKey: crypto.KeyObject;
  /** What to answer when everything checks out. */
  answer: { status: number; body: unknown };
}

export interface StubRequestLog {
  problems: string[];
  headers: http.IncomingHttpHeaders;
}

export interface Stub {
  url: string;
  requests: StubRequestLog[];
  close(): Promise<void>;
}

const timestampFormat = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/;

function check(expect: StubExpectation, req: http.IncomingMessage, raw: string): string[] {
  const problems: string[] = [];
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(",") : (value ?? "");
  };
  if (req.method !== expect.method) problems.push(`method ${req.method}, expected ${expect.method}`);
  if (req.url !== expect.path) problems.push(`path ${req.url}, expected ${expect.path}`);
  if (!/^application\/json\b/.test(header("content-type"))) problems.push(`Content-Type "${header("content-type")}"`);
  for (const [name, value] of Object.entries(expect.headers))
    if (header(name) !== value) problems.push(`${name} "${header(name)}", expected "${value}"`);

  const timestamp = header("x-timestamp");
  if (!timestampFormat.test(timestamp)) problems.push(`X-TIMESTAMP "${timestamp}" is not ISO-8601 with +07:00`);
  else if (Math.abs(Date.parse(timestamp) - Date.now()) > 5 * 60_000)
    problems.push(`X-TIMESTAMP "${timestamp}" is more than 5 minutes off`);

  let minified = "";
  if (expect.body === null) {
    if (raw) problems.push("unexpected body");
  } else {
    try {
      const parsed: unknown = JSON.parse(raw);
      minified = JSON.stringify(parsed);
      if (minified !== JSON.stringify(expect.body)) problems.push("body differs from the documented example");
    } catch {
      problems.push("body is not JSON");
    }
  }
  if (expect.kind === "service") {
    const externalId = header("x-external-id");
    if (!/^\d{1,36}$/.test(externalId)) problems.push(`X-EXTERNAL-ID "${externalId}" is not numeric (1-36 digits)`);
  }
  const stringToSign =
    expect.kind === "access-token"
      ? `${expect.clientId}|${timestamp}`
      : `${expect.method}:${expect.path}:${crypto.createHash("sha256").update(minified).digest("hex")}:${timestamp}`;
  const signature = Buffer.from(header("x-signature"), "base64");
  if (!crypto.verify("sha256", Buffer.from(stringToSign), expect.publicKey, signature))
    problems.push("X-SIGNATURE does not verify with the public key");
  return problems;
}

export async function startStub(expect: StubExpectation): Promise<Stub> {
  const requests: StubRequestLog[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const problems = check(expect, req, Buffer.concat(chunks).toString("utf8"));
      requests.push({ problems, headers: req.headers });
      res.writeHead(problems.length ? 401 : expect.answer.status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          problems.length
            ? { responseCode: "4010000", responseMessage: `Unauthorized. ${problems.join("; ")}` }
            : expect.answer.body,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
