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
    '<div data-static-html="body-html-0"><p>Intro</p></div><section data-part="body-1"><div><section data-part="body-1-0-0">inner</section></div></section>' +
      '<aside data-part="none">note</aside>',
  );
  expect(renderToString(<MdxContent nodes={nodes} components={components} name="entry" />)).toContain(
    'data-part="entry-1-0-0"',
  );
});

function Kept({ children }: { children?: React.ReactNode }) {
  return <em>{children}</em>;
}
Kept.keepsHtml = true as const;

it("groups runs of static nodes (text, HTML, elements, components that keep their HTML) into kept runs named by their first place", () => {
  const keeping = { ...components, a: Kept } as unknown as ContentComponents;
  const body: ContentNode[] = [
    { t: "h2", h: "Title" },
    "\n",
    { t: "p", c: ["See ", { t: "a", x: 1, c: ["this"] }] },
    { t: "Note", x: 1, c: ["not marked"] },
    { t: "ul", c: [{ t: "li", c: [{ t: "a", x: 1, c: ["x"] }] }] },
    { t: "div", c: [{ t: "Tabs", x: 1, c: ["live"] }] },
  ];
  expect(renderToString(<MdxContent nodes={body} components={keeping} />)).toBe(
    '<div data-static-html="body-html-0"><h2>Title</h2>\n<p>See <em>this</em></p></div>' +
      '<aside data-part="none">not marked</aside>' +
      '<div data-static-html="body-html-4"><ul><li><em>x</em></li></ul></div>' +
      '<div><section data-part="body-5-0">live</section></div>',
  );
});
