/**
 * A doc's MDX body as page data. The build compiles each MDX file with gatsby-plugin-mdx's
 * pipeline (the site's remark and rehype plugins) and hands the result to one template as this
 * tree (src/node/markdown/content-tree.ts), instead of one JavaScript component per page: the
 * first-visit JavaScript then stays the same however many pages the site has, and a page's text
 * travels once as HTML and once as data, never as code.
 *
 * Subtrees that need no component are HTML strings (`h`), so the browser parses them once and
 * hydration skips them; only components (Tabs, CodeBlock, links…) and the elements on the way to
 * them are nodes.
 */

/** A text, or an element or component. */
export type ContentNode = string | ContentElement;

export interface ContentElement {
  /** Tag name, or the name of a component in `contentComponents` / `elementOverrides` when `x` is set. */
  t: string;
  /** Set when `t` names a component rather than an HTML element. */
  x?: 1;
  /** Props, as React takes them (`className`, `data-language`, `tabIndex`). */
  p?: Record<string, unknown>;
  /** Children, when any of them is (or contains) a component. */
  c?: ContentNode[];
  /** The element's inner HTML, when nothing inside it is a component. */
  h?: string;
}

/**
 * Components a doc may use by name without importing them (docs/authoring.md): the list the build
 * checks MDX against (src/node/markdown/content-tree.ts). What each is for and its props, for the
 * CMS's component inserter, are in writer-components.ts, which must name exactly these (a type
 * check): kept apart so that pages do not carry the descriptions.
 */
export const contentComponents = [
  "Admonition",
  "Note",
  "Tip",
  "Info",
  "Warning",
  "Danger",
  "Tabs",
  "TabItem",
  "Steps",
  "Step",
  "CardGroup",
  "Card",
  "Details",
  "SequenceDiagram",
  "SignaturePlayground",
  "GuideFlow",
] as const;

/** HTML elements Markdown produces that render through a component (links, code blocks, headings…). */
export const elementOverrides = ["a", "pre", "table", "input", "h2", "h3", "h4"] as const;

export type ContentComponentName = (typeof contentComponents)[number] | (typeof elementOverrides)[number];
