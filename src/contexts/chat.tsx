import React, { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { chatConfigUrl, fetchChatConfig, type ChatConfig } from "../lib/chat";
import type { CloseOptions } from "../components/ChatPanel/types";
import type { ChatControls, EarlyWish } from "./chat-controls";
import { useLazyModule } from "../hooks/useLazyModule";
import { LazyFallback } from "../components/LoadingPlaceholder";
import { afterLoadWhenIdle, holdDeferredLoads } from "../lib/deferred-load";

/**
 * Ask AI state (the chat panel is open or closed; open, close, toggle). The provider fetches and
 * checks the chat configuration once per page load, after hydration; that, the Ask AI button and
 * what a click needs before chat's code is here are all a first load carries. Once the
 * configuration turns chat on, the button shows (`ready`), and the rest (open state, the panel and
 * its loading, focus return; chat-runtime.tsx) loads as a chunk of its own: at idle time, marked
 * "deferred-load" so it is not part of a first visit, or at once when the reader points at,
 * focuses or touches the button. A click before it arrives opens the panel once it is here, with
 * the usual placeholder meanwhile. A configuration that fails or says `show: false`, or a runtime
 * chunk that fails to load, hides the feature, never the page.
 */

export type ChatStatus = "loading" | "hidden" | "ready";

export type { ChatControls, CloseOptions };

export interface ChatContextValue extends ChatControls {
  /** `ready` when the configuration arrived, is well formed and says `show: true` (and chat's code has not failed). */
  status: ChatStatus;
  config: ChatConfig | null;
  /** The Ask AI button: where focus returns when the panel closes. */
  buttonRef: React.MutableRefObject<HTMLButtonElement | null>;
  /** The panel's element id, for the button's aria-controls. */
  panelId: string;
}

const ChatContext = createContext<ChatContextValue | null>(null);

type RuntimeModule = typeof import("./chat-runtime");

const loadRuntimeChunk = (): Promise<RuntimeModule> => import(/* webpackChunkName: "chat" */ "./chat-runtime");

/** When chat is on, the runtime loads once the page is idle, at the latest this long after load. */
const runtimeIdleTimeoutMs = 5000;

let pageLoadConfig: Promise<ChatConfig | null> | null = null;

/**
 * The production loader: the configuration URL for this page (`chatConfigUrl`), with the
 * configured timeout, checked in full (no chunk needed). One call per page load (a full load runs
 * this module afresh, with a new cache-buster); in-app navigation reuses the answer.
 */
export function loadChatConfig(): Promise<ChatConfig | null> {
  if (!pageLoadConfig) {
    pageLoadConfig = fetchChatConfig({
      // First-load code: the settings inlined one by one (src/config/index.ts).
      url: chatConfigUrl(__SITE_CONFIG__.chat.configUrl, window.location, __SITE_CONFIG__.dashboardHost),
      timeoutMs: __SITE_CONFIG__.chat.timeoutMs,
    });
    // What the page shows (Ask AI) comes before what loads at idle (analytics, the writer's parts,
    // chat's own runtime).
    holdDeferredLoads(pageLoadConfig);
  }
  return pageLoadConfig;
}

const warnHidden = (what: string, error: unknown) =>
  console.warn(`Ask AI is hidden: ${what} (${error instanceof Error ? error.message : String(error)}).`);

/**
 * The controls until the runtime is here: they record what the reader asked for (EarlyWish) and
 * start loading the runtime at once. The open state they give is what the button shows meanwhile.
 */
function useEarlyControls(loadRuntimeCode: () => void): [EarlyWish, ChatControls] {
  const [wish, setWish] = useState<EarlyWish>("none");
  const controls = useMemo<ChatControls>(() => {
    const want = (next: (current: EarlyWish) => EarlyWish) => {
      setWish(next);
      loadRuntimeCode();
    };
    return {
      isOpen: wish === "open",
      open: () => want(() => "open"),
      close: () => setWish((current) => (current === "open" ? "intent" : current)),
      toggle: () => want((current) => (current === "open" ? "intent" : "open")),
      preload: () => want((current) => (current === "none" ? "intent" : current)),
    };
  }, [wish, loadRuntimeCode]);
  return [wish, controls];
}

export interface ChatProviderProps {
  children: React.ReactNode;
  /** Where the configuration comes from; tests pass their own. */
  loadConfig?: () => Promise<ChatConfig | null>;
  /** Where chat's runtime comes from (the `chat` chunk); tests pass their own to see when it is asked for. */
  loadRuntime?: () => Promise<RuntimeModule>;
}

export function ChatProvider({
  children,
  loadConfig = loadChatConfig,
  loadRuntime = loadRuntimeChunk,
}: ChatProviderProps) {
  const [config, setConfig] = useState<ChatConfig | null | undefined>(undefined);
  const runtime = useLazyModule(loadRuntime);
  const { load: loadRuntimeCode } = runtime;
  const [early, earlyControls] = useEarlyControls(loadRuntimeCode);
  const [controls, setControls] = useState<ChatControls | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelId = "ask-ai-panel";

  useEffect(() => {
    let live = true;
    // A loader that throws or rejects hides the feature like a failed call, never the page.
    void Promise.resolve()
      .then(loadConfig)
      .catch((error: unknown) => {
        if (live) warnHidden("the chat configuration could not be loaded", error);
        return null;
      })
      .then((loaded) => {
        if (!live) return;
        setConfig(loaded);
        if (!loaded?.show) return;
        afterLoadWhenIdle(
          "chat",
          () => {
            if (live) loadRuntimeCode();
          },
          runtimeIdleTimeoutMs,
        );
      });
    return () => {
      live = false;
    };
  }, [loadConfig, loadRuntimeCode]);

  useEffect(() => {
    if (runtime.error) warnHidden("its code could not be loaded", runtime.error);
  }, [runtime.error]);

  let status: ChatStatus;
  if (config === undefined) status = "loading";
  else status = config?.show && !runtime.error ? "ready" : "hidden";

  const Runtime = runtime.module?.ChatRuntime;
  const value = useMemo<ChatContextValue>(
    () => ({ status, config: config ?? null, ...(controls ?? earlyControls), buttonRef, panelId }),
    [status, config, controls, earlyControls],
  );

  let chat: React.ReactNode = null;
  if (status === "ready" && config) {
    if (Runtime)
      chat = <Runtime config={config} panelId={panelId} buttonRef={buttonRef} early={early} onControls={setControls} />;
    else if (early === "open")
      // Clicked before the runtime is here: the usual placeholder in the panel's place (nothing for
      // 200 ms, then "Loading Ask AI…"); the runtime opens the panel when it arrives.
      chat = (
        <div id={panelId}>
          <LazyFallback state={runtime.state} label="Loading Ask AI" what="Ask AI" onRetry={runtime.retry} floating />
        </div>
      );
  }

  return (
    <ChatContext.Provider value={value}>
      {children}
      {chat}
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
