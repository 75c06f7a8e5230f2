/**
 * Ask AI's configuration: the call that fetches it at page load, its full check and its types.
 * This is the part every page loads first: the Ask AI button shows once a checked configuration
 * says `show: true`. In `lazy.ts`: what answers a question (the assistant endpoint, the docs
 * search), used only by the chat panel, which is its own chunk loaded on intent or first open.
 */
export { chatConfigUrl, chatEnv, fetchChatConfig, randomAlphanumeric } from "./config";
export type { FetchChatConfigOptions } from "./config";
export { isAllowedEndpoint, parseChatConfig } from "./parse";
export type { AssistantEndpoint, ChatConfig, ChatEnv, FaqEntry } from "./types";
