import { withPrefix } from "gatsby";
import { createMockApi, type MockApi, type MockOperation } from "../mock";
import { sandboxScenarios } from "../mock/scenarios";
import { mockOperationsFile } from "../mock/files";
import type { Credentials } from "./request";
import { publicKeyOfPem } from "./keys";
import type { Transport } from "./transport";

/**
 * The simulated sandbox: the API mock the sample tests run against (src/lib/mock), running in the
 * page. It trusts the reader's client id with the public key of the reader's private key and the
 * reader's client secret, and follows the Scenario Testing guide's triggers. Nothing leaves the
 * browser. One mock per set of credentials, so its tokens and X-EXTERNAL-IDs last for the visit.
 */

let operations: Promise<MockOperation[]> | null = null;
const mocks = new Map<string, Promise<MockApi>>();

function loadOperations(): Promise<MockOperation[]> {
  operations ??= fetch(withPrefix(mockOperationsFile), { credentials: "same-origin" }).then(async (r) => {
    if (!r.ok) throw new Error(`the simulated sandbox's data answered HTTP ${r.status}`);
    return (await r.json()) as MockOperation[];
  });
  operations.catch(() => (operations = null));
  return operations;
}

/** Customer tokens the documented examples use, so an example request works as it stands. */
function exampleCustomerTokens(ops: MockOperation[]): string[] {
  const tokens = new Set<string>();
  for (const op of ops) {
    const schema = op.headers as { properties?: Record<string, { examples?: unknown[]; example?: unknown }> };
    const header = schema.properties?.["Authorization-Customer"];
    for (const value of [...(header?.examples ?? []), header?.example])
      if (typeof value === "string") tokens.add(value.replace(/^Bearer\s+/i, ""));
  }
  return [...tokens];
}

async function mockFor(credentials: Credentials): Promise<MockApi> {
  const clientId = credentials.clientId.trim();
  const key = [clientId, credentials.privateKeyPem, credentials.clientSecret].join("\u0000");
  let mock = mocks.get(key);
  if (!mock) {
    mock = Promise.all([loadOperations(), publicKeyOfPem(credentials.privateKeyPem)]).then(([ops, publicKeyPem]) =>
      createMockApi({
        operations: ops,
        credentials: {
          [clientId]: {
            ...(publicKeyPem ? { publicKeyPem } : {}),
            ...(credentials.clientSecret ? { clientSecret: credentials.clientSecret } : {}),
          },
        },
        scenarios: sandboxScenarios,
        customerTokens: exampleCustomerTokens(ops),
      }),
    );
    mocks.set(key, mock);
  }
  return mock;
}

export async function simulatedTransport(credentials: Credentials): Promise<Transport> {
  const mock = await mockFor(credentials);
  return {
    async send(request) {
      const started = performance.now();
      const answer = await mock.handle({
        method: request.method,
        url: request.path,
        headers: Object.fromEntries(request.headers),
        body: request.body,
      });
      return {
        status: answer.status,
        headers: Object.entries(answer.headers),
        body: answer.body,
        ms: performance.now() - started,
      };
    },
  };
}
