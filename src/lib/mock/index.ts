/**
 * The API mock's front door for code that is not the mock: what a new send renews in a request body
 * (shared with the Try it console and the code samples), where the build publishes the mock's
 * operations, and the mock's types. Small on purpose: the Try it console imports it in its own
 * chunk, and the mock itself (`lazy.ts`) must stay out of that chunk.
 */
export {
  dateTimeWithOffset,
  freshReference,
  isDeadline,
  isRenewed,
  referenceFields,
  renewedMinutes,
} from "./request-fields";
export { mockOperationsFile } from "./files";
export type {
  LedgerStore,
  MockApi,
  MockCredential,
  MockExample,
  MockOperation,
  MockOptions,
  MockRequest,
  MockResponse,
  MockTrace,
  ScenarioOutcome,
  ScenarioRequest,
  Scenarios,
  TraceCheck,
} from "./types";
export type { CallOptions, CallResult, MockClient } from "./client";
