import { withPrefix } from "gatsby";
import { mockOperationsFile, type MockOperation } from "../mock";
import type { Credentials } from "./request";
import { publicKeyOfPem } from "./keys";
import type { Transport } from "./transport";
import { createSimulatedMock, mockTransport } from "./simulated-mock";
import { simulatedRecords } from "./simulated-records";

/**
 * The simulated sandbox: the API mock the sample tests run against (src/lib/mock), running in the
 * page (simulated-mock.ts). It trusts the reader's client id with the public key of the reader's
 * private key and the reader's client secret, and follows the Scenario Testing guide's triggers.
 * Nothing leaves the browser. One mock per set of credentials (its B2B tokens and X-EXTERNAL-IDs
 * last while the page does); every mock keeps its records in the visit's simulated-records.ts, so
 * orders, sessions and customer tokens last through reloads and in the site's other tabs.
 */

export interface SimulatedSandbox {
  transport: Transport;
  /** The customer token it accepts for its test user (Apply Token's documented answer). */
  customerToken: string | null;
}

let operations: Promise<MockOperation[]> | null = null;
const sandboxes = new Map<string, Promise<SimulatedSandbox>>();

function loadOperations(): Promise<MockOperation[]> {
  operations ??= fetch(withPrefix(mockOperationsFile), { credentials: "same-origin" }).then(async (r) => {
    if (!r.ok) throw new Error(`the simulated sandbox's data answered HTTP ${r.status}`);
    return (await r.json()) as MockOperation[];
  });
  operations.catch(() => (operations = null));
  return operations;
}

/**
 * Fetches the simulated sandbox's data, the operations the build publishes, so the first send does
 * not wait for it; the guide flows build their requests from the same operations.
 */
export function loadSimulatedSandbox(): Promise<MockOperation[]> {
  return loadOperations();
}

export function simulatedSandbox(credentials: Credentials): Promise<SimulatedSandbox> {
  const clientId = credentials.clientId.trim();
  const key = [clientId, credentials.privateKeyPem, credentials.clientSecret].join("\u0000");
  let sandbox = sandboxes.get(key);
  if (!sandbox) {
    const records = simulatedRecords();
    sandbox = Promise.all([loadOperations(), publicKeyOfPem(credentials.privateKeyPem), records.ready()]).then(
      ([ops, publicKeyPem]) => {
        const { mock, customerToken } = createSimulatedMock(
          ops,
          clientId,
          {
            ...(publicKeyPem ? { publicKeyPem } : {}),
            ...(credentials.clientSecret ? { clientSecret: credentials.clientSecret } : {}),
          },
          records.ledger(),
        );
        return { transport: mockTransport(mock), customerToken };
      },
    );
    sandboxes.set(key, sandbox);
    sandbox.catch(() => sandboxes.delete(key));
  }
  return sandbox;
}
