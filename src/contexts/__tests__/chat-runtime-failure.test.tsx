// @vitest-environment jsdom
import React from "react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ChatProvider, useChat } from "../chat";
import { AskAiButton } from "../../components/AskAiButton";

// Chat's runtime chunk (loaded at idle time or on intent once the configuration turns chat on),
// failing as a stale deploy's would: the real import() path, not a loader passed in.
vi.mock("../chat-runtime", () => {
  throw new Error("Loading chunk chat failed");
});

afterEach(cleanup);

function Status() {
  return <output data-testid="status">{useChat().status}</output>;
}

/** Renders a page with chat on; resolves with its Ask AI button once the checked configuration shows it. */
async function pageWithChat() {
  render(
    <ChatProvider loadConfig={() => Promise.resolve({ show: true, faq: [] })}>
      <AskAiButton />
      <Status />
      <p>Page</p>
    </ChatProvider>,
  );
  return screen.findByRole("button", { name: "Ask AI" });
}

/** Waits until chat is hidden and checks the page is whole; resolves with the console warnings. */
async function warningsOnceHidden(warn: ReturnType<typeof vi.spyOn>): Promise<unknown[][]> {
  await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("hidden"));
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  expect(screen.getByText("Page")).toBeTruthy();
  const calls = warn.mock.calls;
  warn.mockRestore();
  return calls;
}

it("hides Ask AI, with one warning, when its code cannot load at idle time; the page stays", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // The button shows from first-load code; the runtime's failure (at idle: jsdom has no
  // requestIdleCallback, so after the lazy-loading delay) hides it again.
  await pageWithChat();
  expect(await warningsOnceHidden(warn)).toEqual([
    [expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/)],
  ]);
});

it("hides Ask AI, with one warning, when its code cannot load on a click: no placeholder is left behind", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  fireEvent.click(await pageWithChat());
  expect(await warningsOnceHidden(warn)).toEqual([
    [expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/)],
  ]);
  expect(document.getElementById("ask-ai-panel")).toBeNull();
  expect(screen.queryByText(/Loading Ask AI/)).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
});
