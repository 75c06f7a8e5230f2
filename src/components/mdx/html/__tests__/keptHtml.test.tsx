// @vitest-environment jsdom
// In the browser, as the site runs it: Preact, no server module, and the chunk a dynamic import.
// One story, in order: the chunk's state is the module's.
import React from "react";
import { act } from "preact/test-utils";
import { createRoot, hydrateRoot } from "preact/compat/client";
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

it("keeps its server HTML through hydration until the code comes at idle time; rendered in the app, crashes the page when the code cannot load, and renders once it is here", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  expect(chunk.register).toHaveBeenCalledWith(expect.any(Function), { required: true });
  const Admonition = keptHtml("Admonition");
  expect(Admonition.keepsHtml).toBe(true);

  // The first hydration: the server's HTML stays, and nothing is fetched before idle time.
  const served = document.createElement("div");
  served.innerHTML = "<aside>Read this</aside>";
  const aside = served.firstChild;
  const hydrated = hydrateRoot(served, <Admonition>Read this</Admonition>);
  expect(served.innerHTML).toBe("<aside>Read this</aside>");
  expect(chunk.attempts).toBe(0);
  // Idle time (no requestIdleCallback here: the lazy-loading delay): the load fails, the HTML stays.
  await vi.waitFor(() => expect(chunk.attempts).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(served.innerHTML).toBe("<aside>Read this</aside>");
  expect(served.firstChild).toBe(aside);
  document.documentElement.setAttribute("data-hydrated", "true");

  // Rendered in the app: the failure shows the crash screen, whose "Try again" waits for a fresh load.
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
  await vi.waitFor(() => expect(container.textContent).toContain("Crashed:"));
  await vi.waitFor(() => expect(chunk.attempts).toBe(2));
  void act(() => tryAgain());
  expect(container.innerHTML).toBe("");
  await act(async () => chunk.arrive());
  await vi.waitFor(() => expect(container.innerHTML).toBe("<aside>Read this</aside>"));
  // The hydrating copy took the same code, on the same element.
  expect(served.innerHTML).toBe("<aside>Read this</aside>");
  expect(served.firstChild).toBe(aside);
  expect(chunk.attempts).toBe(2);
  void act(() => root.unmount());
  void act(() => hydrated.unmount());
});
