// @vitest-environment jsdom
import React from "react";
import { act } from "@testing-library/react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ChromePart, DeferredFooter, DeferredSidebar } from "..";
import type { PartCode } from "../../DeferredPart";
import type { SidebarItem } from "../../../lib/sidebar";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

const items: SidebarItem[] = [
  { type: "link", docId: "a", label: "Overview", route: "/guide/overview/" },
  {
    type: "category",
    label: "Payments",
    collapsed: true,
    items: [{ type: "link", docId: "b", label: "Hosted", route: "/guide/hosted/" }],
  },
];

/** A part's code as the browser has it: a chunk, fetched by `load`. */
function fakeCode(): PartCode<{ Box: () => React.ReactNode }> & { load: ReturnType<typeof vi.fn> } {
  const module = { Box: () => <p>box</p> };
  return {
    current: () => module,
    error: () => null,
    arrived: () => Promise.resolve(module),
    load: vi.fn(() => Promise.resolve(module)),
  };
}

let root: Root | null = null;
async function mount(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(element);
  });
  return container;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

it("renders the sidebar and footer into the server's HTML, each in its named part", () => {
  const html = renderToString(
    <>
      <DeferredSidebar label="Guides" items={items} route="/guide/overview/" />
      <DeferredFooter />
    </>,
  );
  expect(html).toMatch(/data-hydrate-part="sidebar"[^>]*>.*<nav aria-label="Guides sidebar">/);
  expect(html).toContain('aria-current="page"');
  expect(html).toMatch(/data-hydrate-part="footer"[^>]*>.*<footer/);
});

it("loads no chrome code until the reader's first press, key or touch, then all of it, and later parts at once", async () => {
  const first = fakeCode();
  const second = fakeCode();
  const container = await mount(
    <>
      <ChromePart name="one" code={first} wake="intent" what="The sidebar" render={({ Box }) => <Box />} />
      <ChromePart name="two" code={second} wake="never" what="The footer" render={({ Box }) => <Box />} />
    </>,
  );
  expect(container.textContent).toBe("boxbox");
  expect(first.load).not.toHaveBeenCalled();
  expect(second.load).not.toHaveBeenCalled();

  window.dispatchEvent(new Event("keydown"));
  expect(first.load).toHaveBeenCalledTimes(1);
  expect(second.load).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event("pointerdown"));
  expect(first.load).toHaveBeenCalledTimes(1);

  act(() => root?.unmount());
  const third = fakeCode();
  await mount(
    <ChromePart name="three" code={third} wake="intent" what="The navigation" render={({ Box }) => <Box />} />,
  );
  expect(third.load).toHaveBeenCalledTimes(1);
});
