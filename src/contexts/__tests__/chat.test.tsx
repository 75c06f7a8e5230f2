// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ChatProvider, useChat } from "../chat";
import { AskAiButton } from "../../components/AskAiButton";
import type { ChatConfig } from "../../lib/chat/types";

/** A controllable matchMedia: `(max-width: 996px)` matches when `narrow` is true. */
function stubMatchMedia(narrow: boolean) {
  const lists = new Set<{ listeners: Set<() => void> }>();
  const state = { narrow };
  window.matchMedia = (query: string) => {
    const entry = { listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return /max-width: 996px/.test(query) ? state.narrow : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => entry.listeners.add(l),
      removeEventListener: (_: string, l: () => void) => entry.listeners.delete(l),
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: boolean) {
      state.narrow = next;
      act(() => lists.forEach((l) => l.listeners.forEach((f) => f())));
    },
  };
}

const faqConfig: ChatConfig = {
  show: true,
  faq: [
    {
      question: "Where do I find my client ID?",
      answer: '<p>In the <a href="https://merchant.saku.example/keys">merchant dashboard</a>.</p>',
    },
    {
      question: "Is this safe?",
      answer:
        '<p>Yes<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p><a href="javascript:window.__xss=3">click</a>',
    },
  ],
};

function renderChat(config: ChatConfig | null, extra?: React.ReactNode) {
  const loadConfig = () => Promise.resolve(config);
  return render(
    <ChatProvider loadConfig={loadConfig}>
      <nav aria-label="Main">
        <AskAiButton />
      </nav>
      <main>
        <p>Page</p>
        {extra}
      </main>
    </ChatProvider>,
  );
}

// The runtime and the panel are lazily imported chunks; transform them once up front so tests do not race them.
beforeAll(async () => {
  await import("../chat-runtime");
  await import("../../components/ChatPanel");
}, 20_000);

beforeEach(() => {
  stubMatchMedia(false);
  document.body.removeAttribute("style");
});
afterEach(cleanup);

describe("useChat", () => {
  it("throws a clear error outside its provider", () => {
    function Orphan() {
      useChat();
      return null;
    }
    // React reports the render error to the console and jsdom to window.onerror; keep both quiet.
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const quiet = (e: ErrorEvent) => e.preventDefault();
    window.addEventListener("error", quiet);
    expect(() => render(<Orphan />)).toThrow(/useChat\(\) must be used inside <ChatProvider>/);
    window.removeEventListener("error", quiet);
    spy.mockRestore();
  });
});

describe("the Ask AI button", () => {
  it("appears, named exactly Ask AI, when the configuration says show: true", async () => {
    renderChat(faqConfig);
    const button = await screen.findByRole("button", { name: "Ask AI" });
    expect(button).toHaveProperty("textContent", "Ask AI");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it.each([
    ["show: false", { show: false, faq: [] }],
    ["a failed configuration call", null],
  ])("stays absent for %s", async (_name, config) => {
    let settled!: () => void;
    const done = new Promise<void>((r) => (settled = r));
    render(
      <ChatProvider loadConfig={() => Promise.resolve(config).finally(() => setTimeout(settled, 0))}>
        <AskAiButton />
        <Status />
      </ChatProvider>,
    );
    // The provider's update after the call settles happens inside act, as a browser would render it.
    await act(() => done);
    expect(screen.getByTestId("status").textContent).toBe("hidden");
    expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  });

  it("stays absent while the configuration is loading", () => {
    render(
      <ChatProvider loadConfig={() => new Promise(() => undefined)}>
        <AskAiButton />
        <Status />
      </ChatProvider>,
    );
    expect(screen.getByTestId("status").textContent).toBe("loading");
    expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  });
});

function Status() {
  const { status, isOpen } = useChat();
  return (
    <output data-testid="status" data-open={isOpen}>
      {status}
    </output>
  );
}

describe("the chat panel", () => {
  it("opens on click with focus inside, closes on Escape and gives focus back", async () => {
    renderChat(faqConfig);
    const button = await screen.findByRole("button", { name: "Ask AI" });
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(dialog.id);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Ask a question about the docs" }));

    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("toggles with the button and closes with its close button", async () => {
    renderChat(faqConfig);
    const button = await screen.findByRole("button", { name: "Ask AI" });
    fireEvent.click(button);
    await screen.findByRole("dialog", { name: "Ask AI" });
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("button", { name: "Close the assistant" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("lists the FAQ; questions expand to sanitised answers", async () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    renderChat(faqConfig);
    fireEvent.click(await screen.findByRole("button", { name: "Ask AI" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
    expect(screen.getByRole("heading", { name: "Frequently asked questions" })).toBeTruthy();
    const questions = Array.from(dialog.querySelectorAll("summary")).map((s) => s.textContent);
    expect(questions).toEqual(["Where do I find my client ID?", "Is this safe?"]);
    const link = screen.getByRole("link", { name: "merchant dashboard" });
    expect(link.getAttribute("href")).toBe("https://merchant.saku.example/keys");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(dialog.querySelector("img, script, [onerror]")).toBeNull();
    expect(screen.getByText("click").getAttribute("href")).toBeNull();
    expect(dialog.textContent).toContain("Yes");
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it("has no FAQ section when the list is empty", async () => {
    renderChat({ show: true, faq: [] });
    fireEvent.click(await screen.findByRole("button", { name: "Ask AI" }));
    await screen.findByRole("dialog", { name: "Ask AI" });
    expect(screen.queryByRole("heading", { name: "Frequently asked questions" })).toBeNull();
  });

  it("locks the body's scrolling while open on screens up to 996 px, and restores it", async () => {
    const media = stubMatchMedia(true);
    document.body.style.overflow = "auto";
    renderChat(faqConfig);
    const button = await screen.findByRole("button", { name: "Ask AI" });
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
    expect(document.body.style.overflow).toBe("hidden");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    media.resize(false);
    expect(document.body.style.overflow).toBe("auto");
    media.resize(true);
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close the assistant" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.body.style.overflow).toBe("auto");
  });

  it("does not lock scrolling on wider screens, where the panel is not modal", async () => {
    stubMatchMedia(false);
    renderChat(faqConfig);
    fireEvent.click(await screen.findByRole("button", { name: "Ask AI" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
    expect(document.body.style.overflow).toBe("");
    expect(dialog.getAttribute("aria-modal")).toBeNull();
  });

  it("keeps Tab inside the panel on narrow screens", async () => {
    stubMatchMedia(true);
    renderChat(faqConfig);
    fireEvent.click(await screen.findByRole("button", { name: "Ask AI" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask AI" });
    const close = screen.getByRole("button", { name: "Close the assistant" });
    const input = screen.getByRole("textbox", { name: "Ask a question about the docs" });
    // jsdom has no layout, so every element counts as visible for this check.
    Element.prototype.getClientRects = function () {
      return [{}] as unknown as DOMRectList;
    };
    fireEvent.change(input, { target: { value: "refund" } });
    const send = screen.getByRole("button", { name: "Send question" });
    send.focus();
    fireEvent.keyDown(send, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(send);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
