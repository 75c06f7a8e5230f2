import React from "react";
import { renderToString } from "react-dom/server";
import { MdxContent, type ContentComponents } from "..";
import type { ContentNode } from "../../../lib/content-tree";

function Placed({ part, children }: { part?: string; children?: React.ReactNode }) {
  return <section data-part={part}>{children}</section>;
}
Placed.placed = true as const;
function Plain(props: { part?: string; children?: React.ReactNode }) {
  return <aside data-part={props.part ?? "none"}>{props.children}</aside>;
}
const components = { Tabs: Placed, Note: Plain } as unknown as ContentComponents;

const nodes: ContentNode[] = [
  { t: "p", h: "Intro" },
  { t: "Tabs", x: 1, c: [{ t: "div", c: [{ t: "Tabs", x: 1, c: ["inner"] }] }] },
  { t: "Note", x: 1, c: ["note"] },
];

it("names each placed component by its place in the body, the same on every render, and only those", () => {
  const html = renderToString(<MdxContent nodes={nodes} components={components} />);
  expect(html).toBe(
    '<p>Intro</p><section data-part="body-1"><div><section data-part="body-1-0-0">inner</section></div></section>' +
      '<aside data-part="none">note</aside>',
  );
  expect(renderToString(<MdxContent nodes={nodes} components={components} name="entry" />)).toContain(
    'data-part="entry-1-0-0"',
  );
});
