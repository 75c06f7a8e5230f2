import { withPrefix } from "gatsby";
import { createMockApi, type MockApi, type MockOperation } from "../mock";
import { sandboxScenarios } from "../mock/scenarios";
import { mockOperationsFile } from "../mock/files";
import type { Credentials } from "./request";
import { publicKeyOfPem } from "./keys";
import type { Transport } from "./transport";
import { mockTransport } from "./mock-transport";

/**
 * The simulated sandbox: the API mock the sample tests run against (src/lib/mock), running in the
 * page. It trusts the reader's client id with the public key of the reader's private key and the
 * reader's client secret, and follows the Scenario Testing guide's triggers. Nothing leaves the
 * browser. One mock per set of credentials, so its tokens and X-EXTERNAL-IDs last for the visit.
 * Customer tokens are the ones its Apply Token issues (the console binds through it, send.ts).
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

/** Fetches the simulated sandbox's data, so the first send does not wait for it. */
export async function loadSimulatedSandbox(): Promise<void> {
  await loadOperations();
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
      }),
    );
    mocks.set(key, mock);
    mock.catch(() => mocks.delete(key));
  }
  return mock;
}

export async function simulatedTransport(credentials: Credentials): Promise<Transport> {
  return mockTransport(await mockFor(credentials));
}
