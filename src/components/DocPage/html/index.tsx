// First, as before their code became a chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "../../Breadcrumbs/styles.module.css";
import "../../Pager/styles.module.css";
import { partCode } from "../../DeferredPart";
import { keptHtmlOf } from "../../KeptHtml";
import { serverRender } from "./server-render";

/**
 * The same chunk as the MDX's kept HTML (src/components/mdx/html), writer-html: every doc page
 * needs both, so they come in one request.
 */
const kept = keptHtmlOf(
  partCode(() => import(/* webpackChunkName: "writer-html" */ "./parts"), serverRender),
  "writer-html",
);

/** A doc page's breadcrumbs and pager, each rendered inside a StaticHtml (KeptHtml says when their code loads). */
export const KeptBreadcrumbs = kept((parts) => parts.Breadcrumbs, "Breadcrumbs");
export const KeptPager = kept((parts) => parts.Pager, "Pager");
