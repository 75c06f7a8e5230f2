import type { CloseOptions } from "../components/ChatPanel/types";

/** What the chat context hands out: first the provider's own (chat.tsx), then the runtime chunk's (chat-runtime.tsx). */
export interface ChatControls {
  isOpen: boolean;
  open(): void;
  close(options?: CloseOptions): void;
  toggle(): void;
  /** Starts loading the code a click needs (the runtime, then the panel) ahead of the click. */
  preload(): void;
}

/**
 * What the reader asked for before the runtime chunk arrived: nothing yet, its code (intent on the
 * button), or the panel open (a click). The runtime starts from it, so a click is never lost.
 */
export type EarlyWish = "none" | "intent" | "open";
