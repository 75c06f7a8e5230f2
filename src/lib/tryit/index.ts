/**
 * The Try it console's logic: the request's headers, signing and starting values (`request.ts`),
 * the token call and the send (`send.ts`), what the visit remembers (`session.ts`, and the
 * simulated sandbox's records in `simulated-records.ts`), the network transport, the webhook
 * rules (`notification.ts`), and the guides' runnable flows (`flows.ts`, run a step at a time by
 * `flow-run.ts`). Only the console and the guide flows import it, each in its own chunk loaded
 * when its panel opens. The simulated sandbox (the API mock in the page) is not here but in
 * `lazy.ts`, loaded on the first simulated send.
 */
export {
  ACCESS_TOKEN_BODY,
  TryItError,
  accessTokenFields,
  accessTokenTarget,
  editableQueryValue,
  headerFields,
  pathParameterNames,
  pathWithQuery,
  prepareRequest,
  refreshBody,
  resolvePath,
  signatureKind,
  startingValues,
} from "./request";
export { memoryTokenCache, sendRequest, tokenPlaceholder } from "./send";
export {
  TEST_CLIENT_ID,
  currentCredentials,
  forgetTokens,
  simulatedSakuKeyPair,
  storeEnvironment,
  storedEnvironment,
  tokenCache,
  updateCredentials,
} from "./session";
export { createSimulatedRecords, simulatedRecords } from "./simulated-records";
export { flows } from "./flows";
export { runFlowStep } from "./flow-run";
export { TransportError, networkTransport } from "./transport";
export { alteredSignature, checkAnswer, expectedAnswer, statusNames, withSignature, withStatus } from "./notification";
export type {
  AutoHeader,
  BuiltNotification,
  Credentials,
  Environment,
  Exchange,
  ExpectedAnswer,
  FilledValue,
  Flow,
  FlowEnvironment,
  FlowStep,
  HeaderField,
  PrepareInput,
  PreparedRequest,
  RequestTarget,
  SendInput,
  SendOutcome,
  RecordsChannel,
  ServiceSigning,
  SimulatedRecords,
  StartingValues,
  StepOutcome,
  StepRecord,
  TokenCache,
  Transport,
  TryItResponse,
  Verdict,
} from "./types";
