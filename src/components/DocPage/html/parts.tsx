/**
 * The code of a doc page's frame whose HTML never changes in the browser: its breadcrumbs and
 * pager (links only). A first visit keeps their server HTML (StaticHtml) and never renders them, so
 * in the browser they are in the writer-html chunk (index.tsx), fetched when a page is rendered in
 * the app.
 */
export { Breadcrumbs } from "../../Breadcrumbs";
export { Pager } from "../../Pager";
