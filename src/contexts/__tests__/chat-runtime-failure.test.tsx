// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { ChatProvider, useChat } from "../chat";
import { AskAiButton } from "../../components/AskAiButton";

// The chunk chat loads once its configuration turns it on, failing as a stale deploy's would.
vi.mock("../chat-runtime", () => {
  throw new Error("Loading chunk chat failed");
});

afterEach(cleanup);

function Status() {
  return <output data-testid="status">{useChat().status}</output>;
}

it("hides Ask AI, with a warning, when its code cannot load; the page stays", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  render(
    <ChatProvider loadConfig={() => Promise.resolve({ show: true, faq: [] })}>
      <AskAiButton />
      <Status />
      <p>Page</p>
    </ChatProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("hidden"));
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  expect(screen.getByText("Page")).toBeTruthy();
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/));
  warn.mockRestore();
});

it("hides Ask AI, with one warning, when the code that checks a configuration turning chat on cannot load", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  render(
    <ChatProvider loadConfig={() => Promise.reject(new Error("Loading chunk chat failed"))}>
      <AskAiButton />
      <Status />
      <p>Page</p>
    </ChatProvider>,
  );
  await waitFor(() => expect(screen.getByTestId("status").textContent).toBe("hidden"));
  expect(screen.queryByRole("button", { name: "Ask AI" })).toBeNull();
  expect(screen.getByText("Page")).toBeTruthy();
  expect(warn.mock.calls).toEqual([[expect.stringMatching(/^Ask AI is hidden: its code could not be loaded/)]]);
  warn.mockRestore();
});
