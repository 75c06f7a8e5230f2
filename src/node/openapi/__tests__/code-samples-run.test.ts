import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { siteConfigInput } from "../../../config/site-config";
import { parseSiteConfig } from "../../../config/schema";
import { codeText } from "../../../lib/openapi/sections";
import type { OperationView } from "../../../lib/openapi/types";
import { loadOpenApi, openApiFile, type LoadedApi } from "..";
import { buildOperationView } from "../views";
import { pointerJoin, resolvePointer } from "../document";
import { startStub, type Stub } from "./stub-server";

/**
 * The published samples are programs, not pictures of programs: the Node.js and cURL samples of
 * Create Order are run as shown on the page against a stub of the API that checks the headers and
 * verifies the signature with the public key of a key pair made here with openssl.
 */

const run = promisify(execFile);
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const config = parseSiteConfig(siteConfigInput);
let api: LoadedApi;
let dir: string;
let privateKey: string;
let otherKey: string;
let publicKey: crypto.KeyObject;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function view(operationId: string): OperationView {
  const entry = api.operations.find((o) => o.operationId === operationId);
  if (!entry) throw new Error(`no operation ${operationId}`);
  return buildOperationView(api.source.doc, entry, {
    product: config.product,
    servers: config.api,
    guide: (docId) => ({ title: docId, route: `/${docId}/` }),
    pageName: operationId,
    authenticationRoute: "/guide/authentication/",
  });
}

function requestExample(operationId: string): unknown {
  const entry = api.operations.find((o) => o.operationId === operationId);
  const examples = resolvePointer(
    api.source.doc,
    pointerJoin(entry?.pointer ?? "#", "requestBody", "content", "application/json", "examples"),
  );
  return Object.values(examples as Record<string, { value: unknown }>)[0].value;
}

/** Writes one sample of the page to a file and returns its path. */
function sampleFile(op: OperationView, language: string): string {
  const sample = op.samples.find((s) => s.value === language);
  if (!sample) throw new Error(`no ${language} sample`);
  const file = path.join(dir, sample.title);
  fs.writeFileSync(file, codeText(sample));
  return file;
}

beforeAll(async () => {
  api = loadOpenApi(fs.readFileSync(path.resolve(openApiFile), "utf8"), config);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-samples-"));
  privateKey = path.join(dir, "private_key.pem");
  otherKey = path.join(dir, "other_key.pem");
  await run("openssl", ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", privateKey]);
  await run("openssl", ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", otherKey]);
  publicKey = crypto.createPublicKey(fs.readFileSync(privateKey));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the Create Order samples, run against a stub of the API", () => {
  let stub: Stub;
  let op: OperationView;
  const env = () => ({
    ...process.env,
    SAKU_BASE_URL: stub.url,
    SAKU_PRIVATE_KEY: privateKey,
    SAKU_CLIENT_ID: "2025031400000001",
    SAKU_ACCESS_TOKEN: "b2b-token-from-the-test",
  });

  beforeAll(async () => {
    op = view("pgCreateOrder");
    stub = await startStub({
      method: "POST",
      path: "/v1.0/payment-gateway/create-order",
      kind: "service",
      clientId: "2025031400000001",
      headers: {
        Authorization: "Bearer b2b-token-from-the-test",
        "X-PARTNER-ID": "2025031400000001",
        "CHANNEL-ID": "95221",
      },
      body: requestExample("pgCreateOrder"),
      publicKey,
      answer: { status: 200, body: { responseCode: "2006000", responseMessage: "Successful" } },
    });
  });
  afterAll(() => stub.close());

  it("the Node.js sample sends a request whose headers and signature the API accepts", async () => {
    const { stdout } = await run("node", [sampleFile(op, "node")], { env: env(), cwd: dir });
    expect(stub.requests.at(-1)?.problems).toEqual([]);
    expect(stdout).toMatch(/^200 .*2006000/);
  });

  it("the cURL sample, signed with openssl, sends a request the API accepts", async () => {
    const file = sampleFile(op, "curl");
    expect(fs.readFileSync(file, "utf8")).toContain("openssl dgst -sha256 -sign");
    const { stdout } = await run("bash", [file], { env: env(), cwd: dir });
    expect(stub.requests.at(-1)?.problems).toEqual([]);
    expect(JSON.parse(stdout)).toEqual({ responseCode: "2006000", responseMessage: "Successful" });
  });

  it("the stub refuses a signature made with another key (the check can fail)", async () => {
    const { stdout } = await run("node", [sampleFile(op, "node")], {
      env: { ...env(), SAKU_PRIVATE_KEY: otherKey },
      cwd: dir,
    });
    expect(stub.requests.at(-1)?.problems).toEqual(["X-SIGNATURE does not verify with the public key"]);
    expect(stdout).toMatch(/^401 /);
  });
});

describe("other kinds of call", () => {
  it("Apply Token (access token) signs <client id>|<X-TIMESTAMP> in Node.js", async () => {
    const stub = await startStub({
      method: "POST",
      path: "/v1.0/access-token/b2b2c",
      kind: "access-token",
      clientId: "2025031400000001",
      headers: { "X-CLIENT-KEY": "2025031400000001" },
      body: requestExample("applyToken"),
      publicKey,
      answer: { status: 200, body: { responseCode: "2007400", responseMessage: "Successful" } },
    });
    try {
      const { stdout } = await run("node", [sampleFile(view("applyToken"), "node")], {
        env: { ...process.env, SAKU_BASE_URL: stub.url, SAKU_PRIVATE_KEY: privateKey },
        cwd: dir,
      });
      expect(stub.requests.at(-1)?.problems).toEqual([]);
      expect(stdout).toMatch(/^200 .*2007400/);
    } finally {
      await stub.close();
    }
  });

  it("Get OAuth (GET) signs the path with its query string and the hash of an empty body, in cURL", async () => {
    const op = view("getOAuth");
    const stub = await startStub({
      method: "GET",
      path: "/v1.0/get-auth-code?clientId=2025031400000001&redirectUrl=https%3A%2F%2Fshop.merchant.example%2Fbinding%2Fcallback&scopes=PAYMENT%2CQUERY_BALANCE%2CQUERY_PROFILE&state=b7f3c2d14e5a4c0e",
      kind: "service",
      clientId: "2025031400000001",
      headers: { "X-PARTNER-ID": "2025031400000001" },
      body: null,
      publicKey,
      answer: { status: 200, body: { responseCode: "2001000", responseMessage: "Successful" } },
    });
    try {
      await run("bash", [sampleFile(op, "curl")], {
        env: { ...process.env, SAKU_BASE_URL: stub.url, SAKU_PRIVATE_KEY: privateKey },
        cwd: dir,
      });
      expect(stub.requests.at(-1)?.problems).toEqual([]);
    } finally {
      await stub.close();
    }
  });

  it("the Finish Notify handler accepts the cURL sample's signed test notification and refuses a forged one", async () => {
    const op = view("widgetFinishNotify");
    const sender = sampleFile(op, "curl");
    const handler = sampleFile(op, "node");
    const publicKeyFile = path.join(dir, "saku_public_key.pem");
    fs.writeFileSync(publicKeyFile, publicKey.export({ type: "spki", format: "pem" }));
    const port = await freePort();
    const child = spawn("node", [handler], {
      env: { ...process.env, PORT: String(port), SAKU_PUBLIC_KEY: publicKeyFile },
      cwd: dir,
    });
    const send = async (key: string) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return JSON.parse(
            (
              await run("bash", [sender], {
                env: {
                  ...process.env,
                  NOTIFY_URL: `http://127.0.0.1:${port}/v1.0/debit/notify`,
                  TEST_PRIVATE_KEY: key,
                },
                cwd: dir,
              })
            ).stdout,
          ) as unknown;
        } catch (error) {
          if (attempt > 40) throw error;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    };
    try {
      expect(await send(privateKey)).toEqual({ responseCode: "2005600", responseMessage: "Successful" });
      expect(await send(otherKey)).toEqual({ responseCode: "4015600", responseMessage: "Unauthorized. Signature" });
    } finally {
      child.kill();
    }
  });
});
