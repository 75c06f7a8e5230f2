import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mockClient, sandboxScenarios } from "../../../lib/mock/lazy";
import { codeText } from "../../../lib/openapi";
import { envNames, envPrefix } from "../../../lib/samples";
import { notificationVector } from "../../../lib/signature";
import type { CodeSampleView } from "../../../lib/openapi/types";
import {
  freePort,
  preparePrograms,
  runProgram,
  startProgram,
  waitForPort,
  type PreparedProgram,
  type Program,
  type RunResult,
  followUpEnv,
  openPages,
  prepareFollowUp,
  requestExamples,
  startMockServer,
  type MockServer,
} from "../../samples";
import { api, siteConfig, operations, publishedSamples as all, type OperationSamples } from "./published-samples";

/**
 * Every generated code sample of every operation, run as published with its real toolchain
 * against the API mock (src/lib/mock), which checks headers, timestamp, token, signature, body
 * schema, X-EXTERNAL-ID and the operation's business rules (deadlines, idempotency keys, what a
 * follow-up refers to) as the API does. Each run has a client id of its own; a follow-up
 * (Query Payment, Refund Order, a payout after its inquiry, …) runs after the calls it follows
 * were made for that client (src/node/samples/follow-ups.ts), with the values it reads from
 * SAKU_* variables. Notification samples: each handler is started and must accept the cURL
 * sample's signed test delivery and refuse one signed with another key. A failure names the
 * operation and the language, with what the mock checked.
 */

vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

const examples = requestExamples(api);
const env = envNames(siteConfig.product.slug);

const program = (o: OperationSamples, s: CodeSampleView): Program => ({
  label: `${o.operationId} (${s.label})`,
  language: s.value,
  title: s.title,
  code: codeText(s),
});

const keyPair = () =>
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
const merchant = keyPair();
const other = keyPair();
/** A PEM as secret stores flatten it: one line, each line break written as the two characters `\n`. */
const flattened = (pem: string) => pem.trim().replace(/\n/g, "\\n");

let dir: string;
let mock: MockServer;
let prepared: Map<string, PreparedProgram>;
let clients = 0;
/** One client id per run, so the mock's log tells the runs apart while they run in parallel. */
const newClient = () => `20250314${String(++clients).padStart(8, "0")}`;
const credentials: Record<string, { publicKeyPem: string }> = {};
/** A customer token per client id: Account Unbinding revokes the one it is sent with. */
const customerTokens: Record<string, string> = {};
for (let i = 1; i <= 400; i++) {
  const id = `20250314${String(i).padStart(8, "0")}`;
  credentials[id] = { publicKeyPem: merchant.publicKey };
  customerTokens[id] = randomBytes(16).toString("hex");
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-samples-"));
  mock = await startMockServer({
    operations,
    credentials,
    customerTokens: Object.values(customerTokens),
    scenarios: sandboxScenarios,
  });
  const programs = all.flatMap((o) => o.samples.map((s) => program(o, s)));
  const list = await preparePrograms(dir, programs);
  prepared = new Map(list.map((p) => [p.program.label, p]));
});

afterAll(async () => {
  await mock?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs a request sample as a merchant would, after the calls it follows (for this client);
 * returns what went wrong (nothing when it passed).
 */
async function runRequestSample(
  p: PreparedProgram,
  o: Pick<OperationSamples, "operationId" | "serviceCode">,
  clientId = newClient(),
  privateKeyPem = merchant.privateKey,
): Promise<{ problems: string[]; result: RunResult }> {
  const client = mockClient(mock.api, operations, { clientId, privateKeyPem: merchant.privateKey });
  const values = await prepareFollowUp(client, mock.api, operations, examples, o.operationId, customerTokens[clientId]);
  const result = await runProgram(
    p,
    {
      [env.baseUrl]: mock.url,
      [env.clientId]: clientId,
      [env.privateKey]: privateKeyPem,
      [env.customerToken]: customerTokens[clientId],
      ...followUpEnv(envPrefix(siteConfig.product.slug), values),
    },
    dir,
  );
  const calls = mock.api.log.filter((e) => e.response.trace.clientId === clientId);
  const call = calls.filter((e) => e.response.trace.operationId === o.operationId).at(-1);
  const success = `200${o.serviceCode}00`;
  const problems: string[] = [];
  if (result.exitCode !== 0) problems.push(`exited with ${result.exitCode}`);
  for (const c of calls.filter((e) => e.response.status !== 200))
    problems.push(
      `the mock answered ${c.response.trace.operationId ?? c.request.url} with ${c.response.trace.outcome}; failed check: ${c.response.trace.checks
        .filter((k) => !k.ok)
        .map((k) => `${k.check} (${k.detail ?? ""})`)
        .join("; ")}`,
    );
  if (!call) problems.push(`no request to ${o.operationId} reached the mock`);
  else if (!call.response.trace.outcome.startsWith(success))
    problems.push(`the answer was ${call.response.trace.outcome}, not ${success}`);
  if (!result.stdout.includes(success)) problems.push(`it did not print the answer ${success}`);
  return { problems, result };
}

const report = (label: string, problems: string[], result: RunResult) =>
  `${label}:\n- ${problems.join("\n- ")}\nstdout: ${result.stdout.slice(0, 2000)}\nstderr: ${result.stderr.slice(0, 2000)}`;

// One pool for all of them (Vitest runs up to 5 concurrent tests), so a slow toolchain never idles the rest.
describe.concurrent("request samples", () => {
  for (const o of all.filter((op) => op.kind !== "notification"))
    for (const s of o.samples)
      it(`${o.operationId}: the ${s.label} sample runs as written against the mock`, async () => {
        const p = prepared.get(program(o, s).label) as PreparedProgram;
        const { problems, result } = await runRequestSample(p, o);
        if (problems.length) throw new Error(report(p.program.label, problems, result));
      });
});

/** Sends a delivery to a handler listening at `url`; resolves to its responseCode or what went wrong. */
type Delivery = (url: string) => Promise<string | undefined>;
const answerOf = (stdout: string, stderr = "") => {
  try {
    return (JSON.parse(stdout) as { responseCode?: string }).responseCode;
  } catch {
    return `no JSON answer: ${stdout} ${stderr}`;
  }
};

/** The cURL sample's signed test delivery, signed with `key`. */
const curlDelivery =
  (o: OperationSamples, key: string): Delivery =>
  async (url) => {
    const sender = o.samples.find((c) => c.value === "curl") as CodeSampleView;
    const r = await runProgram(
      prepared.get(program(o, sender).label) as PreparedProgram,
      { NOTIFY_URL: url, TEST_PRIVATE_KEY: key },
      dir,
    );
    return answerOf(r.stdout, r.stderr);
  };

/**
 * The notification test vector as a handler receives it (indented), signed over the hash of its
 * minified form; `body` replaces the received body (a tampered delivery keeps the signature).
 */
const vectorDelivery =
  (body = notificationVector.received): Delivery =>
  async (url) => {
    const path = new URL(url).pathname;
    const signed = `POST:${path}:${notificationVector.bodyHash}:${notificationVector.timestamp}`;
    const signature = sign("sha256", Buffer.from(signed), merchant.privateKey).toString("base64");
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-TIMESTAMP": notificationVector.timestamp,
        "X-SIGNATURE": signature,
      },
      body,
    });
    return answerOf(await response.text());
  };

/** Starts a notification handler with a public key and makes each delivery to it; resolves to its answers. */
async function deliverToHandler(o: OperationSamples, s: CodeSampleView, publicKeyPem: string, deliveries: Delivery[]) {
  const handler = prepared.get(program(o, s).label) as PreparedProgram;
  const port = await freePort();
  // PHP serves the handler with its built-in server, as the sample's comment says.
  const command: PreparedProgram =
    s.value === "php" ? { ...handler, args: ["-S", `127.0.0.1:${port}`, ...handler.args] } : handler;
  const server = startProgram(command, { PORT: String(port), [env.publicKey]: publicKeyPem }, dir);
  try {
    await waitForPort(port);
    const notifyPath = operations.find((op) => op.operationId === o.operationId)?.path ?? "/";
    const answers: (string | undefined)[] = [];
    for (const deliver of deliveries) {
      const answer = await deliver(`http://127.0.0.1:${port}${notifyPath}`);
      answers.push(answer?.startsWith("no JSON") ? `${answer} ${server.output()}` : answer);
    }
    return answers;
  } finally {
    server.stop();
  }
}

describe.each(all.filter((o) => o.kind === "notification"))("$operationId handlers", (o) => {
  it.each(o.samples.filter((s) => s.value !== "curl").map((s) => [s.label, s] as const))(
    "the %s handler accepts the cURL sample's signed notification and the test vector, and refuses forged ones",
    async (label, s) => {
      const tampered = notificationVector.received.replace('"00"', '"06"');
      const answers = await deliverToHandler(o, s, merchant.publicKey, [
        curlDelivery(o, merchant.privateKey),
        curlDelivery(o, other.privateKey),
        vectorDelivery(),
        vectorDelivery(tampered),
      ]);
      const [ok, unauthorized] = [`200${o.serviceCode}00`, `401${o.serviceCode}00`];
      expect(answers, `${o.operationId} (${label})`).toEqual([ok, unauthorized, ok, unauthorized]);
    },
  );
});

// Secret stores often keep a PEM on one line with literal \n: every program reads such a key.
describe.concurrent("a flattened PEM key", () => {
  const createOrder = all.find((o) => o.operationId === "pgCreateOrder") as OperationSamples;
  for (const s of createOrder.samples)
    it(`pgCreateOrder: the ${s.label} sample signs with a flattened private key`, async () => {
      const p = prepared.get(program(createOrder, s).label) as PreparedProgram;
      const { problems, result } = await runRequestSample(p, createOrder, newClient(), flattened(merchant.privateKey));
      if (problems.length) throw new Error(report(p.program.label, problems, result));
    });
  const notification = all.find((o) => o.kind === "notification") as OperationSamples;
  for (const s of notification.samples.filter((c) => c.value !== "curl"))
    it(`${notification.operationId}: the ${s.label} handler verifies with a flattened public key`, async () => {
      const answers = await deliverToHandler(notification, s, flattened(merchant.publicKey), [
        curlDelivery(notification, flattened(merchant.privateKey)),
      ]);
      expect(answers).toEqual([`200${notification.serviceCode}00`]);
    });
});

describe("the harness itself", () => {
  const createOrder = all.find((o) => o.operationId === "pgCreateOrder") as OperationSamples;
  const sample = (lang: string) => createOrder.samples.find((s) => s.value === lang) as CodeSampleView;

  it("fails a sample whose signature is broken, naming operation, language and the check", async () => {
    const code = codeText(sample("node"));
    const broken = code.replace("const signature = sign(`POST:${path}", "const signature = sign(`POST:${path}/");
    expect(broken).not.toBe(code);
    const [p] = await preparePrograms(path.join(dir, "broken-signature"), [
      { label: "pgCreateOrder (Node.js)", language: "node", title: "create-order.mjs", code: broken },
    ]);
    const { problems } = await runRequestSample(p, createOrder);
    expect(report(p.program.label, problems, { program: p.program, exitCode: 0, stdout: "", stderr: "" })).toMatch(
      /^pgCreateOrder \(Node\.js\):\n- the mock answered pgCreateOrder with 4016000 Unauthorized\. Signature; failed check: X-SIGNATURE/,
    );
  });

  it("fails a sample whose body the schema rejects", async () => {
    const code = codeText(sample("curl"));
    const broken = code.replace(/"currency":"IDR"/, '"currency":"RUPIAH"');
    expect(broken).not.toBe(code);
    const [p] = await preparePrograms(path.join(dir, "broken-body"), [
      { label: "pgCreateOrder (cURL)", language: "curl", title: "create-order.sh", code: broken },
    ]);
    const { problems } = await runRequestSample(p, createOrder);
    expect(problems.join("\n")).toMatch(/4006001 Invalid Field Format amount\.currency/);
  });

  // The issue's own fault: a sample that hard-codes the example's validUpTo or reference.
  it("fails a sample that sends a fixed validUpTo from the past", async () => {
    const code = codeText(sample("node"));
    const fixed = code.replace("const validUpTo = gmt7(30);", 'const validUpTo = "2025-03-14T11:15:30+07:00";');
    expect(fixed).not.toBe(code);
    const [p] = await preparePrograms(path.join(dir, "fixed-valid-up-to"), [
      { label: "pgCreateOrder (Node.js)", language: "node", title: "create-order.mjs", code: fixed },
    ]);
    const { problems } = await runRequestSample(p, createOrder);
    expect(problems.join("\n")).toMatch(
      /the mock answered pgCreateOrder with 4006001 Invalid Field Format validUpTo; failed check: validUpTo window \(2025-03-14T11:15:30\+07:00: must be 5 minutes to 7 days after X-TIMESTAMP\)/,
    );
  });

  it("fails a sample that reuses a fixed partnerReferenceNo once its order is closed", async () => {
    const code = codeText(sample("python"));
    const fixed = code.replace(/^partner_reference_no = .*$/m, 'partner_reference_no = "INV-20250314-000187"');
    expect(fixed).not.toBe(code);
    const [p] = await preparePrograms(path.join(dir, "fixed-reference"), [
      { label: "pgCreateOrder (Python)", language: "python", title: "create_order.py", code: fixed },
    ]);
    const clientId = newClient();
    expect((await runRequestSample(p, createOrder, clientId)).problems).toEqual([]);
    // The buyer pays the order on the hosted page; the same program run again reuses its reference.
    await openPages(mockClient(mock.api, operations, { clientId, privateKeyPem: merchant.privateKey }), mock.api);
    const { problems } = await runRequestSample(p, createOrder, clientId);
    expect(problems.join("\n")).toMatch(
      /the mock answered pgCreateOrder with 4096001 Duplicate partnerReferenceNo; failed check: partnerReferenceNo of an open order \(the order is 00\)/,
    );
  });

  it("fails a sample that reads a flattened key as it is", async () => {
    const code = codeText(sample("node"));
    const unread = code.replace(/\(process\.env\.(\w+) \?\? ""\)\.replace\([^;]*\);/, "process.env.$1;");
    expect(unread).not.toBe(code);
    const [p] = await preparePrograms(path.join(dir, "flattened-key"), [
      { label: "pgCreateOrder (Node.js)", language: "node", title: "create-order.mjs", code: unread },
    ]);
    const { problems } = await runRequestSample(p, createOrder, newClient(), flattened(merchant.privateKey));
    expect(problems.join("\n")).toMatch(/exited with 1[\s\S]*no request to pgCreateOrder reached the mock/);
  });

  it("fails a Go sample that does not compile, naming it", async () => {
    const code = codeText(sample("go")).replace("func main() {", "func main() {\n\tundefinedCall()");
    await expect(
      preparePrograms(path.join(dir, "broken-go"), [
        { label: "pgCreateOrder (Go)", language: "go", title: "create_order.go", code },
      ]),
    ).rejects.toThrow(/The Go samples do not compile:[\s\S]*create_order[\s\S]*undefinedCall/);
  });
});
