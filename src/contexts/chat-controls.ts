import type { CloseOptions } from "../components/ChatPanel/types";

/** What the chat runtime chunk (chat-runtime.tsx) hands the chat context once it is here. */
export interface ChatControls {
  isOpen: boolean;
  open(): void;
  close(options?: CloseOptions): void;
  toggle(): void;
  /** Starts loading the panel's code ahead of a click. */
  preload(): void;
}
