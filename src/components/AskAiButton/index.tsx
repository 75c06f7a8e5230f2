import React from "react";
import { useChat } from "../../contexts/chat";

/**
 * The navbar's place for Ask AI. The button (lazy.tsx) is part of chat's chunk, so it shows only
 * when the chat configuration says `show: true` and that code is here; until then, and on any
 * failure, nothing is shown.
 */
export function AskAiButton() {
  const { status, Button, isOpen, toggle, preload, buttonRef, panelId } = useChat();
  if (status !== "ready" || !Button) return null;
  return <Button isOpen={isOpen} toggle={toggle} preload={preload} buttonRef={buttonRef} panelId={panelId} />;
}
