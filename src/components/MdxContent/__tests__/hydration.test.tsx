// @vitest-environment jsdom
import React from "react";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MdxContent, type ContentComponents } from "..";
import type { ContentNode } from "../../../lib/content-tree";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

const renders: string[] = [];
function Kept({ children }: { children?: React.ReactNode }) {
  renders.push("kept");
  return <em>{children}</em>;
}
Kept.keepsHtml = true as const;
function Live({ children }: { children?: React.ReactNode }) {
  renders.push("live");
  return <section>{children}</section>;
}
const components = { a: Kept, Tabs: Live } as unknown as ContentComponents;
/** A node that counts the reads of its props, which only building its element does. */
let propReads = 0;
const counted: ContentNode = {
  t: "strong",
  c: ["kept"],
  get p() {
    propReads += 1;
    return { id: "kept" };
  },
};
const body: ContentNode[] = [
  { t: "p", c: ["See ", { t: "a", x: 1, c: ["this"] }, counted] },
  { t: "Tabs", x: 1, c: ["live"] },
];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

it("builds no elements for the runs whose server HTML the first hydration keeps, and hydrates the rest", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<MdxContent nodes={body} components={components} />);
  document.body.append(container);
  const served = container.innerHTML;
  expect(renders).toEqual(["kept", "live"]);
  expect(propReads).toBe(1);
  renders.length = 0;
  propReads = 0;
  await act(async () => {
    root = hydrateRoot(container, <MdxContent nodes={body} components={components} />);
  });
  expect(renders).toEqual(["live"]);
  expect(propReads).toBe(0);
  expect(container.innerHTML).toBe(served);
});
