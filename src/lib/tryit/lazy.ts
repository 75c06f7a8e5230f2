/**
 * The simulated sandbox: the API mock running in the page. The console loads this with a dynamic
 * import() on the first simulated send, so the mock is in its own chunk, never in the console's.
 */
export { loadSimulatedSandbox, simulatedSandbox } from "./simulated";
export type { SimulatedSandbox } from "./simulated";
export { createSimulatedMock, documentedCustomerToken, mockTransport } from "./simulated-mock";
