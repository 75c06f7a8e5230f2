import type React from "react";
import type { ComponentType } from "react";
import { partCode } from "../../DeferredPart";
import { keptHtmlOf, type Kept } from "../../KeptHtml";
import { serverRender } from "./server-render";
import type { HtmlPartName } from "./parts";

/** Any kept-HTML component's props: its own, and children. */
type KeptProps = { children?: React.ReactNode } & Record<string, unknown>;

const kept = keptHtmlOf(
  partCode(() => import(/* webpackChunkName: "writer-html" */ "./parts"), serverRender),
  "writer-html",
);

/**
 * The MDX components map's entry for `name` (../index.tsx): a component whose HTML never changes in
 * the browser, with its code in the writer-html chunk (KeptHtml says when it loads).
 */
export const keptHtml = (name: HtmlPartName): Kept<KeptProps> =>
  kept((parts) => parts.htmlParts[name] as ComponentType<KeptProps>, name);
