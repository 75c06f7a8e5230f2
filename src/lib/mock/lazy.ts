/**
 * The API mock itself: `createMockApi`, the signing test client, the sandbox's scenario triggers.
 * Browser code reaches it only through a dynamic import() (the Try it console's simulated sandbox,
 * loaded on its first send), so it is never in a first visit nor in the console's own chunk; Node
 * code (the sample runs, the mock server, the e2e sandbox) imports it directly.
 */
export { createMockApi } from "./api";
export { mockClient } from "./client";
export { EXPIRED_TOKEN, movesMoney, sandboxScenarios } from "./scenarios";
export { isObject } from "./answer";
