/** The Try it console's types, for the console's components (type-only: no code). */
export type {
  AutoHeader,
  Credentials,
  HeaderField,
  PrepareInput,
  PreparedRequest,
  RequestTarget,
  ServiceSigning,
  StartingValues,
} from "./request";
export type { Exchange, SendInput, SendOutcome, TokenCache } from "./send";
export type { Environment } from "./session";
export type { RecordsChannel, SimulatedRecords } from "./simulated-records";
export type { Transport, TryItResponse } from "./transport";
export type { BuiltNotification, ExpectedAnswer, Verdict } from "./notification";
export type { FilledValue, Flow, FlowStep, StepRecord } from "./flows";
export type { FlowEnvironment, StepOutcome } from "./flow-run";
