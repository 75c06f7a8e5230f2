import React, { type ComponentType, createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { siteConfig } from "../config";
import { chatConfigUrl, fetchChatConfig, type ChatConfig } from "../lib/chat";
import type { CloseOptions } from "../components/ChatPanel/types";
import type { ChatControls } from "./chat-controls";
import type { AskAiButtonProps } from "../components/AskAiButton/lazy";
import { useLazyModule } from "../hooks/useLazyModule";
import { holdDeferredLoads } from "../lib/deferred-load";

/**
 * Ask AI state (the chat panel is open or closed; open, close, toggle). The provider fetches the
 * chat configuration once per page load, after hydration; that is all a first load carries. Once
 * the configuration turns chat on, the rest (open state, the panel and its loading; chat-runtime.tsx)
 * loads as a chunk of its own, and the context is `ready` when it is here. A configuration that
 * fails, says `show: false`, or a runtime chunk that fails to load hides the feature, never the page.
 */

export type ChatStatus = "loading" | "hidden" | "ready";

export type { ChatControls, CloseOptions };

export interface ChatContextValue extends ChatControls {
  /** `ready` only when the configuration arrived, is well formed and says `show: true`, and chat's code is here. */
  status: ChatStatus;
  config: ChatConfig | null;
  /** The Ask AI button: where focus returns when the panel closes. */
  buttonRef: React.MutableRefObject<HTMLButtonElement | null>;
  /** The panel's element id, for the button's aria-controls. */
  panelId: string;
  /** The Ask AI button's code, part of the runtime chunk: null until that is here. */
  Button: ComponentType<AskAiButtonProps> | null;
}

const ChatContext = createContext<ChatContextValue | null>(null);

const loadRuntime = () => import(/* webpackChunkName: "chat" */ "./chat-runtime");

/** Until the runtime is here (and whenever chat is off): closed, and nothing to do. */
const inactive: ChatControls = { isOpen: false, open() {}, close() {}, toggle() {}, preload() {} };

let pageLoadConfig: Promise<ChatConfig | null> | null = null;

/**
 * The production loader: the configuration URL for this page (`chatConfigUrl`), with the
 * configured timeout. One call per page load (a full load runs this module afresh, with a new
 * cache-buster); in-app navigation reuses the answer. A configuration that turns chat on is
 * checked in full by the runtime chunk, which it needs next anyway; rejects when that chunk
 * cannot load.
 */
export function loadChatConfig(): Promise<ChatConfig | null> {
  if (!pageLoadConfig) {
    pageLoadConfig = fetchChatConfig({
      url: chatConfigUrl(siteConfig.chat.configUrl, window.location, siteConfig.dashboardHost),
      timeoutMs: siteConfig.chat.timeoutMs,
      check: async (body) => (await loadRuntime()).parseChatConfig(body),
    });
    // What the page shows (Ask AI) comes before what loads at idle (analytics, the writer's parts).
    holdDeferredLoads(pageLoadConfig);
  }
  return pageLoadConfig;
}

const warnCodeFailed = (error: unknown) =>
  console.warn(
    `Ask AI is hidden: its code could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
  );

export interface ChatProviderProps {
  children: React.ReactNode;
  /** Where the configuration comes from; tests pass their own. */
  loadConfig?: () => Promise<ChatConfig | null>;
}

export function ChatProvider({ children, loadConfig = loadChatConfig }: ChatProviderProps) {
  const [config, setConfig] = useState<ChatConfig | null | undefined>(undefined);
  const runtime = useLazyModule(loadRuntime);
  const { load: loadRuntimeCode } = runtime;
  const [controls, setControls] = useState<ChatControls | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelId = "ask-ai-panel";

  useEffect(() => {
    let live = true;
    void loadConfig()
      .catch((error: unknown) => {
        if (live) warnCodeFailed(error);
        return null;
      })
      .then((loaded) => {
        if (!live) return;
        setConfig(loaded);
        if (loaded?.show) loadRuntimeCode();
      });
    return () => {
      live = false;
    };
  }, [loadConfig, loadRuntimeCode]);

  useEffect(() => {
    if (runtime.error) warnCodeFailed(runtime.error);
  }, [runtime.error]);

  let status: ChatStatus;
  if (config === undefined) status = "loading";
  else if (!config?.show || runtime.error) status = "hidden";
  else status = controls ? "ready" : "loading";

  const Runtime = runtime.module?.ChatRuntime;
  const Button = runtime.module?.AskAiButton ?? null;
  const value = useMemo<ChatContextValue>(
    () => ({ status, config: config ?? null, ...(controls ?? inactive), buttonRef, panelId, Button }),
    [status, config, controls, Button],
  );

  return (
    <ChatContext.Provider value={value}>
      {children}
      {Runtime && config?.show && (
        <Runtime config={config} panelId={panelId} buttonRef={buttonRef} onControls={setControls} />
      )}
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
