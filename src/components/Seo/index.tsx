import { partCode } from "../DeferredPart";
import { keptHtmlOf } from "../KeptHtml";
import { serverRender } from "./server-render";

export type { SeoProps } from "./seo";

/**
 * The server renders each page's head, and the browser keeps it while the reader stays on the
 * page it loaded (src/lib/head-handler.ts): Seo renders in the browser only for a page opened in
 * the app, by when its code is here. So its code is a chunk of its own, seo, which every page
 * requires before a navigation renders (KeptHtml), not part of a first visit. Not writer-html:
 * pages without a doc (search, not found) need it too, and writer-html's stylesheets would then
 * have no one order.
 */
const kept = keptHtmlOf(
  partCode(() => import(/* webpackChunkName: "seo" */ "./seo"), serverRender),
  "seo",
);

/** Head tags for every page (Gatsby Head API): title, description, canonical, Open Graph, Twitter (seo.tsx). */
export const Seo = kept((module) => module.Seo, "Seo");
