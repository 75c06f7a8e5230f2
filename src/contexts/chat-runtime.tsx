import React, { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { ChatConfig } from "../lib/chat";
import type { ChatPanelProps, CloseOptions } from "../components/ChatPanel/types";
import { useLazyModule } from "../hooks/useLazyModule";
import { LazyFallback } from "../components/LoadingPlaceholder";
import type { ChatControls, EarlyWish } from "./chat-controls";

/**
 * Ask AI's runtime, once the configuration has turned it on (the `chat` chunk; chat.tsx loads it
 * at idle time or on the reader's intent on the button, whichever comes first): the panel's open
 * state, its code (the chat-panel chunk, with the sanitiser and the search client, loaded when the
 * reader shows intent on the button or opens it), focus going back to the button, and the
 * boundary that closes a failing panel. It starts from what the reader asked for before it was
 * here (`early`): a click then opens the panel now. Opened before its code is here, the panel's
 * place shows the common `<LazyFallback>`: nothing for 200 ms, then "Loading Ask AI…"; on failure
 * "Ask AI could not load (…)" with "try again". The Ask AI button then closes the message, and
 * opening again also loads afresh.
 */

type PanelModule = { ChatPanel: ComponentType<ChatPanelProps> };
let panelModule: Promise<PanelModule> | null = null;

function loadPanel(): Promise<PanelModule> {
  panelModule ??= import(/* webpackChunkName: "chat-panel" */ "../components/ChatPanel").catch((error: unknown) => {
    panelModule = null; // a later click tries again
    throw error;
  });
  return panelModule;
}

/** Keeps a failing panel from taking the page down: it closes and logs instead. */
class PanelBoundary extends React.Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.warn(`Ask AI closed after an error: ${error.message}`);
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ChatRuntimeProps {
  config: ChatConfig;
  panelId: string;
  buttonRef: React.MutableRefObject<HTMLButtonElement | null>;
  /** What the reader asked for before this chunk was here; read when it mounts. */
  early: EarlyWish;
  /** Receives the controls the context hands out, each time they change. */
  onControls(controls: ChatControls): void;
}

export function ChatRuntime({ config, panelId, buttonRef, early, onControls }: ChatRuntimeProps) {
  const [isOpen, setOpen] = useState(early === "open");
  // Intent or a click before this chunk came: the panel's code is wanted now, as it would have been then.
  const panel = useLazyModule(loadPanel, { immediate: early !== "none" });
  const { load: preload } = panel;
  const Panel = panel.module?.ChatPanel ?? null;
  const [boundaryKey, setBoundaryKey] = useState(0);
  const restoreFocus = useRef(false);

  const open = useCallback(() => {
    setOpen(true);
    preload();
  }, [preload]);

  const close = useCallback(({ returnFocus = true }: CloseOptions = {}) => {
    restoreFocus.current = returnFocus;
    setOpen(false);
  }, []);

  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, open, close]);

  useEffect(() => {
    onControls({ isOpen, open, close, toggle, preload });
  }, [onControls, isOpen, open, close, toggle, preload]);

  useEffect(() => {
    if (isOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    buttonRef.current?.focus();
  }, [isOpen, buttonRef]);

  const onPanelError = useCallback(() => {
    close();
    setBoundaryKey((k) => k + 1);
  }, [close]);

  if (!isOpen) return null;
  return Panel ? (
    <PanelBoundary key={boundaryKey} onError={onPanelError}>
      <Panel id={panelId} config={config} onClose={close} />
    </PanelBoundary>
  ) : (
    // The panel has no place in the layout until its code is here: placeholder and failure float.
    <div id={panelId}>
      <LazyFallback state={panel.state} label="Loading Ask AI" what="Ask AI" onRetry={panel.retry} floating />
    </div>
  );
}
