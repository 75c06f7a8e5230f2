/**
 * Ask AI's configuration: the call that fetches it at page load and its types. This is the part
 * every page loads first, and it asks only whether chat is on. In `lazy.ts`: the full check of a
 * configuration that turns chat on (run by the chat chunk, loaded then), and what answers a
 * question (the assistant endpoint, the docs search), used only by the chat panel, which is its
 * own chunk loaded on first open.
 */
export { chatConfigUrl, chatEnv, fetchChatConfig, randomAlphanumeric } from "./config";
export type { ChatConfigCheck, FetchChatConfigOptions } from "./config";
export type { AssistantEndpoint, ChatConfig, ChatEnv, FaqEntry } from "./types";
