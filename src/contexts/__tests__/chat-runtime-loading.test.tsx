// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ChatProvider } from "../chat";
import { AskAiButton } from "../../components/AskAiButton";
import type { ChatConfig } from "../../lib/chat";

/**
 * When chat's runtime (the `chat` chunk) loads: not with the button, which is first-load code, but
 * at idle time (marked "deferred-load") or at once on the reader's intent; a click before it
 * arrives is kept. The panel itself is in chat.test.tsx.
 */

type RuntimeModule = typeof import("../chat-runtime");

const config: ChatConfig = {
  show: true,
  faq: [{ question: "Where are my keys?", answer: "<p>In the dashboard.</p>" }],
};

// The runtime and the panel are lazily imported chunks; transform them once up front so tests do not race them.
let runtimeModule: RuntimeModule;
beforeAll(async () => {
  runtimeModule = await import("../chat-runtime");
  await import("../../components/ChatPanel");
}, 20_000);

/** Idle callbacks are held until the test runs them (afterLoadWhenIdle uses requestIdleCallback). */
let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (callback) => idle.push(callback);
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  performance.clearMarks("deferred-load");
});
afterEach(() => {
  cleanup();
  delete (window as Partial<Window>).requestIdleCallback;
});

const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback({} as IdleDeadline)));

/** A runtime loader that answers only when the test says so. */
function heldRuntime() {
  let release!: () => void;
  const arrived = new Promise<RuntimeModule>((resolve) => (release = () => resolve(runtimeModule)));
  return { load: vi.fn(() => arrived), release: () => act(async () => release()) };
}

function renderChat(loadRuntime: () => Promise<RuntimeModule>) {
  return render(
    <ChatProvider loadConfig={() => Promise.resolve(config)} loadRuntime={loadRuntime}>
      <AskAiButton />
      <p>Page</p>
    </ChatProvider>,
  );
}

it("shows the button, named Ask AI, with no runtime loaded; the runtime loads at idle time, marked deferred", async () => {
  const runtime = heldRuntime();
  renderChat(runtime.load);
  const button = await screen.findByRole("button", { name: "Ask AI" });
  expect(button.getAttribute("aria-haspopup")).toBe("dialog");
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(button.getAttribute("aria-controls")).toBeNull();
  expect(button.querySelector("[aria-hidden='true']")).not.toBeNull(); // the icon (drawn by the stylesheet)
  expect(runtime.load).not.toHaveBeenCalled();

  runIdle();
  expect(runtime.load).toHaveBeenCalledTimes(1);
  const marks = performance.getEntriesByName("deferred-load", "mark") as PerformanceMark[];
  expect(marks.map((m) => m.detail)).toEqual(["chat"]);
  await runtime.release();
  runIdle();
  expect(runtime.load).toHaveBeenCalledTimes(1);
});

it("loads no runtime when the configuration turns chat off", async () => {
  const load = vi.fn(() => Promise.resolve(runtimeModule));
  render(
    <ChatProvider loadConfig={() => Promise.resolve({ show: false, faq: [] })} loadRuntime={load}>
      <AskAiButton />
    </ChatProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  runIdle();
  expect(idle).toEqual([]);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
});

it.each([
  ["pointing at", (b: HTMLElement) => fireEvent.pointerEnter(b)],
  ["focusing", (b: HTMLElement) => fireEvent.focus(b)],
  ["touching", (b: HTMLElement) => fireEvent.touchStart(b)],
])("loads the runtime at once, before idle time, on %s the button", async (_name, intent) => {
  const runtime = heldRuntime();
  renderChat(runtime.load);
  const button = await screen.findByRole("button", { name: "Ask AI" });
  intent(button);
  expect(runtime.load).toHaveBeenCalledTimes(1);
  // Intent opens nothing.
  await runtime.release();
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(screen.queryByRole("dialog")).toBeNull();
  // The idle load that follows finds the runtime here: nothing more is fetched.
  runIdle();
  expect(runtime.load).toHaveBeenCalledTimes(1);
});

it("keeps a click made before the runtime is here: the placeholder shows, then the panel opens with focus inside", async () => {
  const runtime = heldRuntime();
  renderChat(runtime.load);
  const button = await screen.findByRole("button", { name: "Ask AI" });
  fireEvent.click(button);
  expect(runtime.load).toHaveBeenCalledTimes(1);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  expect(button.getAttribute("aria-controls")).toBe("ask-ai-panel");
  // The common lazy-loading placeholder: nothing for 200 ms, then "Loading Ask AI…".
  expect(screen.queryByRole("status")).toBeNull();
  expect((await screen.findByRole("status")).textContent).toBe("Loading Ask AI…");
  expect(document.getElementById("ask-ai-panel")?.contains(screen.getByRole("status"))).toBe(true);

  await runtime.release();
  const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
  expect(dialog.id).toBe("ask-ai-panel");
  expect(button.getAttribute("aria-expanded")).toBe("true");
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Ask a question about the docs" })),
  );
  expect(screen.queryByRole("status")).toBeNull();

  // From here the runtime's controls work as usual: the button closes it and focus comes back.
  fireEvent.click(button);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(document.activeElement).toBe(button);
});

it("a second click before the runtime is here closes again: the runtime arrives closed", async () => {
  const runtime = heldRuntime();
  renderChat(runtime.load);
  const button = await screen.findByRole("button", { name: "Ask AI" });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(document.getElementById("ask-ai-panel")).toBeNull();
  await runtime.release();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(runtime.load).toHaveBeenCalledTimes(1);
});

it("hides Ask AI with one warning when the configuration's loader fails, and the page stays", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const load = vi.fn(() => Promise.resolve(runtimeModule));
  render(
    <ChatProvider loadConfig={() => Promise.reject(new Error("boom"))} loadRuntime={load}>
      <AskAiButton />
      <p>Page</p>
    </ChatProvider>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  expect(warn.mock.calls[0][0]).toBe("Ask AI is hidden: the chat configuration could not be loaded (boom).");
  warn.mockRestore();
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  expect(screen.getByText("Page")).toBeTruthy();
  expect(load).not.toHaveBeenCalled();
});
