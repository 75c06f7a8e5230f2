import type { LedgerStore, MockApi, MockCredential, MockOperation } from "../mock";
import { createMockApi, sandboxScenarios } from "../mock/lazy";
import { CUSTOMER_TOKEN_PATH } from "../signature";
import type { Transport } from "./transport";

/**
 * The simulated sandbox as the console runs it (simulated.ts loads it in the page; the Node tests
 * build the same): the API mock (src/lib/mock) with the Scenario Testing guide's triggers, trusting
 * the reader's client id, the test user's customer token, and the documentation's example records
 * (a follow-up's prefilled request names the example order, session or shop, and gets its success).
 */

/**
 * The customer token the simulated sandbox accepts as the binding of its test user: the
 * `accessToken` of Apply Token's documented answer. The simulated sandbox has no consent page to
 * approve a binding on, so a call made for a bound user sends this token unless the reader types one.
 */
export function documentedCustomerToken(operations: MockOperation[]): string | null {
  const applyToken = operations.find((o) => o.path === CUSTOMER_TOKEN_PATH && o.kind === "access-token");
  for (const example of applyToken?.examples["200"] ?? []) {
    const value = example.value;
    if (value && typeof value === "object" && "accessToken" in value && typeof value.accessToken === "string")
      return value.accessToken;
  }
  return null;
}

export function createSimulatedMock(
  operations: MockOperation[],
  clientId: string,
  credential: MockCredential,
  ledger?: LedgerStore,
): { mock: MockApi; customerToken: string | null } {
  const customerToken = documentedCustomerToken(operations);
  const mock = createMockApi({
    operations,
    credentials: { [clientId]: credential },
    scenarios: sandboxScenarios,
    exampleRecords: true,
    ...(customerToken ? { customerTokens: [customerToken] } : {}),
    ...(ledger ? { ledger } : {}),
  });
  return { mock, customerToken };
}

/** A transport that hands each request to an API mock in the same process. */
export function mockTransport(mock: MockApi): Transport {
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
        ...(answer.trace.hint ? { hint: answer.trace.hint } : {}),
      };
    },
  };
}
