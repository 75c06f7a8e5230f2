/**
 * Ask AI's configuration: the call that fetches it at page load and its types. This is the part
 * every page loads first; what answers a question (the assistant endpoint, the docs search) is in
 * `lazy.ts`, used only by the chat panel, which is its own chunk loaded on first open.
 */
export {
  chatConfigUrl,
  chatEnv,
  fetchChatConfig,
  isAllowedEndpoint,
  parseChatConfig,
  randomAlphanumeric,
} from "./config";
export type { FetchChatConfigOptions } from "./config";
export type { AssistantEndpoint, ChatConfig, ChatEnv, FaqEntry } from "./types";
