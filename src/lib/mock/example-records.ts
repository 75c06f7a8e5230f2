import { isObject, sameRecord } from "./answer";
import type { Answer, LedgerState, RuleContext } from "./ledger";
import type { MockOperation, MockOptions } from "./types";
import { ACTIVE_USER } from "./rules/widget-binding";

/**
 * What the mock holds before any call, put back after a reset or a load of a saved store, and never
 * saved nor counted as the reader's records (each carries `example: true`):
 *
 * - the customer tokens given in MockOptions: bindings of the test user with every scope;
 * - with `exampleRecords` (the simulated sandbox), the documentation's example records that a
 *   request example names and that only a page outside the API could make: Apply Token's
 *   `authCode` (approved by the test user, for the sandbox's client) and `refreshToken`, and the
 *   `sessionId` of a top-up or transfer (never used up, and fixing no values).
 *
 * Other example records (orders, payments, shops) are answered by `exampleRecordAnswer` when the
 * store has none.
 */

const everyScope = ["PAYMENT", "QUERY_BALANCE", "QUERY_PROFILE", "TRANSACTION_HISTORY", "OTT"];
const sessionKinds: Record<string, "top-up" | "transfer"> = { customerTopUp: "top-up", transferToBank: "transfer" };

export function seedExampleRecords(state: LedgerState, options: MockOptions): void {
  for (const token of options.customerTokens ?? [])
    if (!state.bindings.has(token))
      state.bindings.set(token, {
        clientId: null,
        user: ACTIVE_USER,
        scopes: everyScope,
        accessToken: token,
        expires: Infinity,
        active: true,
        example: true,
      });
  const clientId = Object.keys(options.credentials)[0];
  if (!options.exampleRecords || clientId === undefined) return;
  for (const op of options.operations)
    for (const { value } of op.requestExamples ?? []) {
      if (!isObject(value)) continue;
      const { authCode, refreshToken, sessionId } = value;
      if (typeof authCode === "string" && !state.authCodes.has(authCode))
        state.authCodes.set(authCode, {
          clientId,
          user: ACTIVE_USER,
          scopes: everyScope,
          expires: Infinity,
          example: true,
        });
      if (typeof refreshToken === "string" && !state.refreshTokens.has(refreshToken))
        state.refreshTokens.set(refreshToken, {
          clientId,
          user: ACTIVE_USER,
          scopes: everyScope,
          accessToken: "",
          refreshToken,
          expires: Infinity,
          active: true,
          example: true,
        });
      const kind = sessionKinds[op.operationId];
      if (typeof sessionId === "string" && kind && !state.sessions.has(sessionId))
        state.sessions.set(sessionId, { clientId, kind, fixed: {}, expires: Infinity, used: false, example: true });
    }
}

/** The request example a body is, apart from what a new send renews, when the operation has one. */
export function exampleRecordOf(op: MockOperation, body: Record<string, unknown>) {
  return op.requestExamples?.find((e) => sameRecord(body, e.value));
}

/**
 * The answer to a request that names one of the documentation's example records where the store
 * has none: the Scenario Testing outcome the request carries, else the success example named as the
 * request example (`hostedCheckout`), else the one most like the request example (Query Payment of
 * the example order `INV-20250314-000188` gets that order's `awaitingTransfer`).
 */
export function exampleRecordAnswer(ctx: RuleContext, example: { name: string; value: unknown }): Answer {
  const outcome = ctx.trigger();
  if (outcome) return ctx.reply(outcome.status, outcome.caseCode, { example: outcome.example });
  const named = (ctx.op.examples["200"] ?? []).some((e) => e.name === example.name);
  return ctx.reply(200, "00", named ? { example: example.name } : { like: [example.value] });
}
