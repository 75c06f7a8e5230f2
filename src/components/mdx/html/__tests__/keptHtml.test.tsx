// @vitest-environment jsdom
// In the browser, as the site runs it: Preact, no server module, and the chunk a dynamic import.
import React from "react";
import { act } from "preact/test-utils";
import { createRoot } from "preact/compat/client";
import { ErrorBoundary } from "../../../ErrorBoundary";
import { keptHtml } from "..";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react-dom", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/jsx-runtime"));

const chunk = vi.hoisted(() => ({
  attempts: 0,
  /** Settles the second attempt (the first fails). */
  arrive: (): void => undefined,
  register: vi.fn(),
}));
vi.mock("../../../../lib/navigation", () => ({ loadWithEveryPage: chunk.register }));
vi.mock("../server-render", () => ({ serverRender: null }));
vi.mock("../parts", async () => {
  if (++chunk.attempts === 1) throw new Error("Loading chunk writer-html failed.");
  await new Promise<void>((resolve) => (chunk.arrive = resolve));
  const { createElement } = await import("preact/compat");
  return {
    htmlParts: { Admonition: ({ children }: { children?: string }) => createElement("aside", null, children) },
  };
});

it("registers its chunk as code every page requires, crashes the page when it cannot load, and renders once it is here", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(chunk.register).toHaveBeenCalledWith(expect.any(Function), { required: true });
  const Admonition = keptHtml("Admonition");
  expect(Admonition.keepsHtml).toBe(true);

  let tryAgain: () => void = () => undefined;
  const container = document.createElement("div");
  const root = createRoot(container);
  void act(() =>
    root.render(
      <ErrorBoundary
        fallback={({ error, tryAgain: again }) => {
          tryAgain = again;
          return <p>Crashed: {error.message}</p>;
        }}
      >
        <Admonition>Read this</Admonition>
      </ErrorBoundary>,
    ),
  );
  expect(container.innerHTML).toBe("");
  await vi.waitFor(() => expect(container.textContent).toContain("Crashed:"));
  // Showing the crash started a fresh load; "Try again" waits for it.
  await vi.waitFor(() => expect(chunk.attempts).toBe(2));
  void act(() => tryAgain());
  expect(container.innerHTML).toBe("");
  await act(async () => chunk.arrive());
  await vi.waitFor(() => expect(container.innerHTML).toBe("<aside>Read this</aside>"));
  expect(chunk.attempts).toBe(2);
  void act(() => root.unmount());
});
