// @vitest-environment jsdom
import React, { useEffect } from "react";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { navigate } from "gatsby";
import { StaticHtml } from "..";

vi.mock("gatsby", async () => {
  const mock = await import("../../__tests__/gatsby-mock");
  return { ...mock, navigate: vi.fn(mock.navigate) };
});

const renders: string[] = [];
function Prose() {
  renders.push("prose");
  useEffect(() => void renders.push("effect"), []);
  return (
    <p>
      Read <a href="/api-docs-v2/guide/other/?lang=go#top">the other page</a> or <a href="#here">this section</a>.
    </p>
  );
}

let root: Root | null = null;
function page(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <StaticHtml name="body-html-0">
      <Prose />
    </StaticHtml>,
  );
  document.body.append(container);
  renders.length = 0;
  return container;
}

/** Hydrates the server's HTML in `container` as the browser does on a first visit. */
async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(
      container,
      <StaticHtml name="body-html-0">
        <Prose />
      </StaticHtml>,
    );
  });
}

beforeEach(() => {
  document.documentElement.removeAttribute("data-hydrated");
  vi.mocked(navigate).mockClear();
  window.___loader = { loadPage: vi.fn(), hovering: vi.fn(), enqueue: vi.fn() };
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  delete window.___loader;
});

it("keeps the server's HTML through the first hydration, rendering nothing inside", async () => {
  const container = page();
  const html = container.innerHTML;
  await hydrate(container);
  expect(renders).toEqual([]);
  expect(container.innerHTML).toBe(html);
});

it("opens a page linked from the kept HTML in the app and preloads it when pointed at; a section link stays the browser's", async () => {
  const container = page();
  await hydrate(container);
  const [other, section] = Array.from(container.querySelectorAll("a"));
  other.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
  expect(window.___loader?.hovering).toHaveBeenCalledWith("/api-docs-v2/guide/other/");
  other.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  expect(navigate).toHaveBeenCalledWith("/guide/other/?lang=go#top");
  const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
  section.dispatchEvent(plain);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(plain.defaultPrevented).toBe(false);
});

it("renders its children after the first page (in-app navigation) and where the server's element is missing", async () => {
  for (const setUp of [() => document.documentElement.setAttribute("data-hydrated", "true"), () => undefined]) {
    setUp();
    renders.length = 0;
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <StaticHtml name="body-html-0">
          <Prose />
        </StaticHtml>,
      );
    });
    expect(renders).toEqual(["prose", "effect"]);
    expect(container.querySelector("a")?.textContent).toBe("the other page");
    act(() => root?.unmount());
    root = null;
    container.remove();
  }
});
