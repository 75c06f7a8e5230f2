/**
 * The Try it console's logic: the request's headers, signing and starting values (`request.ts`),
 * the token call and the send (`send.ts`), what the visit remembers (`session.ts`, and the
 * simulated sandbox's records in `simulated-records.ts`), the network
 * transport, and the webhook rules (`notification.ts`). Only the console imports it, in its own
 * chunk loaded when the panel opens. The simulated sandbox (the API mock in the page) is not here
 * but in `lazy.ts`, loaded on the first simulated send.
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
  currentCredentials,
  forgetTokens,
  simulatedSakuKeyPair,
  storeEnvironment,
  storedEnvironment,
  tokenCache,
  updateCredentials,
} from "./session";
export { createSimulatedRecords, simulatedRecords } from "./simulated-records";
export { TransportError, networkTransport } from "./transport";
export { alteredSignature, checkAnswer, expectedAnswer, statusNames, withSignature, withStatus } from "./notification";
export type {
  AutoHeader,
  BuiltNotification,
  Credentials,
  Environment,
  Exchange,
  ExpectedAnswer,
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
  TokenCache,
  Transport,
  TryItResponse,
  Verdict,
} from "./types";
