/** The chat configuration's shape, shared with the chat panel and its provider. */

export interface FaqEntry {
  question: string;
  /** HTML from the remote configuration: rendered only through sanitizeHelpText. */
  answer: string;
}

export interface AssistantEndpoint {
  /** http(s) URL or root-relative path the question is POSTed to as `{ question, page }`. */
  url: string;
}

export interface ChatConfig {
  show: boolean;
  faq: FaqEntry[];
  /** Optional: when present, typed questions go here first; the docs answer is the fallback. */
  assistant?: AssistantEndpoint;
}

export type ChatEnv = "prod" | "test";
