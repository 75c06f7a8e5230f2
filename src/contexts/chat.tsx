import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { siteConfig } from "../config";
import { chatConfigUrl, fetchChatConfig, type ChatConfig } from "../lib/chat";
import type { ChatPanelProps, CloseOptions } from "../components/ChatPanel/types";
import { useLazyModule } from "../hooks/useLazyModule";
import { LazyFallback } from "../components/LoadingPlaceholder";

/**
 * Ask AI state (the chat panel is open or closed; open, close, toggle). The provider
 * fetches the chat configuration once per page load, after hydration; the panel's code (with the
 * sanitiser and the search client) is a separate chunk, loaded when the reader shows intent
 * (hover or focus on the button) or opens it, never on first load. Opened before its code is here,
 * the panel's place shows the common `<LazyFallback>` (docs/development.md, "One way to do each thing"): nothing
 * for 200 ms, then "Loading Ask AI…"; on failure "Ask AI could not load (…)" with "try again".
 * The Ask AI button then closes the message, and opening again also loads afresh.
 */

export type ChatStatus = "loading" | "hidden" | "ready";

export type { CloseOptions };

export interface ChatContextValue {
  /** `ready` only when the configuration arrived, is well formed and says `show: true`. */
  status: ChatStatus;
  config: ChatConfig | null;
  isOpen: boolean;
  open(): void;
  close(options?: CloseOptions): void;
  toggle(): void;
  /** Starts loading the panel's code ahead of a click. */
  preload(): void;
  /** The Ask AI button: where focus returns when the panel closes. */
  buttonRef: React.MutableRefObject<HTMLButtonElement | null>;
  /** The panel's element id, for the button's aria-controls. */
  panelId: string;
}

const ChatContext = createContext<ChatContextValue | null>(null);

type PanelModule = { ChatPanel: ComponentType<ChatPanelProps> };
let panelModule: Promise<PanelModule> | null = null;

function loadPanel(): Promise<PanelModule> {
  panelModule ??= import(/* webpackChunkName: "chat-panel" */ "../components/ChatPanel").catch((error: unknown) => {
    panelModule = null; // a later click tries again
    throw error;
  });
  return panelModule;
}

let pageLoadConfig: Promise<ChatConfig | null> | null = null;

/**
 * The production loader: the configuration URL for this page (`chatConfigUrl`), with the
 * configured timeout. One call per page load (a full load runs this module afresh, with a new
 * cache-buster); in-app navigation reuses the answer.
 */
export function loadChatConfig(): Promise<ChatConfig | null> {
  pageLoadConfig ??= fetchChatConfig({
    url: chatConfigUrl(siteConfig.chat.configUrl, window.location, siteConfig.dashboardHost),
    timeoutMs: siteConfig.chat.timeoutMs,
  });
  return pageLoadConfig;
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

export interface ChatProviderProps {
  children: ReactNode;
  /** Where the configuration comes from; tests pass their own. */
  loadConfig?: () => Promise<ChatConfig | null>;
}

export function ChatProvider({ children, loadConfig = loadChatConfig }: ChatProviderProps) {
  const [config, setConfig] = useState<ChatConfig | null>(null);
  const [status, setStatus] = useState<ChatStatus>("loading");
  const [isOpen, setOpen] = useState(false);
  const panel = useLazyModule(loadPanel);
  const { load: loadPanelCode } = panel;
  const Panel = panel.module?.ChatPanel ?? null;
  const [boundaryKey, setBoundaryKey] = useState(0);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const restoreFocus = useRef(false);
  const panelId = "ask-ai-panel";

  useEffect(() => {
    let live = true;
    void loadConfig()
      .catch(() => null)
      .then((loaded) => {
        if (!live) return;
        setConfig(loaded);
        setStatus(loaded?.show ? "ready" : "hidden");
      });
    return () => {
      live = false;
    };
  }, [loadConfig]);

  const preload = loadPanelCode;

  const open = useCallback(() => {
    setOpen(true);
    loadPanelCode();
  }, [loadPanelCode]);

  const close = useCallback(({ returnFocus = true }: CloseOptions = {}) => {
    restoreFocus.current = returnFocus;
    setOpen(false);
  }, []);

  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, open, close]);

  useEffect(() => {
    if (isOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    buttonRef.current?.focus();
  }, [isOpen]);

  const onPanelError = useCallback(() => {
    close();
    setBoundaryKey((k) => k + 1);
  }, [close]);

  const value = useMemo<ChatContextValue>(
    () => ({ status, config, isOpen, open, close, toggle, preload, buttonRef, panelId }),
    [status, config, isOpen, open, close, toggle, preload],
  );

  return (
    <ChatContext.Provider value={value}>
      {children}
      {status === "ready" &&
        config &&
        isOpen &&
        (Panel ? (
          <PanelBoundary key={boundaryKey} onError={onPanelError}>
            <Panel id={panelId} config={config} onClose={close} />
          </PanelBoundary>
        ) : (
          // The panel has no place in the layout until its code is here: placeholder and failure float.
          <div id={panelId}>
            <LazyFallback state={panel.state} label="Loading Ask AI" what="Ask AI" onRetry={panel.retry} floating />
          </div>
        ))}
    </ChatContext.Provider>
  );
}

/** The Ask AI state. Throws when used outside <ChatProvider> (wrapPageElement provides it). */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value)
    throw new Error(
      "useChat() must be used inside <ChatProvider>: wrap the tree with it (gatsby-browser and gatsby-ssr wrapPageElement do).",
    );
  return value;
}
