import type { ChatConfig } from "../../lib/chat/types";

/** How the panel closes. */
export interface CloseOptions {
  /** Move focus back to the Ask AI button (default). False when the reader navigated away. */
  returnFocus?: boolean;
}

/** What the chat context gives the panel it loads on demand. */
export interface ChatPanelProps {
  id: string;
  config: ChatConfig;
  onClose(options?: CloseOptions): void;
}
