// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { ChatProvider, useChat } from "../chat";
import { AskAiButton } from "../../components/AskAiButton";
import type { ChatConfig } from "../../lib/chat";

// The chunk chat loads once its configuration turns it on, failing as a stale deploy's would.
vi.mock("../chat-runtime", () => {
  throw new Error("Loading chunk chat failed");
});

afterEach(cleanup);

function Status() {
  return <output data-testid="status">{useChat().status}</output>;
}

/** Renders a page with Ask AI under `loadConfig`; resolves with the console warnings once chat is hidden. */
async function warningsOnceHidden(loadConfig: () => Promise<ChatConfig | null>): Promise<unknown[][]> {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  render(
    <ChatProvider loadConfig={loadConfig}>
      <AskAiButton />
      <Status />
      <p>Page</p>
    </ChatProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("hidden"));
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  expect(screen.getByText("Page")).toBeTruthy();
  const calls = warn.mock.calls;
  warn.mockRestore();
  return calls;
}

it("hides Ask AI, with a warning, when its code cannot load; the page stays", async () => {
  const warnings = await warningsOnceHidden(() => Promise.resolve({ show: true, faq: [] }));
  expect(warnings).toContainEqual([expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/)]);
});

it("hides Ask AI, with one warning, when the code that checks a configuration turning chat on cannot load", async () => {
  const warnings = await warningsOnceHidden(() => Promise.reject(new Error("Loading chunk chat failed")));
  expect(warnings).toEqual([[expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/)]]);
});
