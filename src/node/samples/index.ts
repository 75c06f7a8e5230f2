/**
 * Running the published code samples: each toolchain's programs prepared and run (run.ts), the
 * follow-up calls a sample depends on made first against the API mock (follow-ups.ts), and the
 * mock served over HTTP for them (mock-server.ts).
 */
export {
  freePort,
  mapLimit,
  preparePrograms,
  runProgram,
  startProgram,
  waitForPort,
  type PreparedProgram,
  type Program,
  type RunResult,
  type Toolchain,
} from "./run";
export { followUpEnv, freshBody, openPages, prepareFollowUp, requestExamples, valuesSeen } from "./follow-ups";
export { startMockServer, type MockServer } from "./mock-server";
