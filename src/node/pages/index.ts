/**
 * The site's pages: the sidebars (content/sidebars.yaml), createPages with its checks (links,
 * images, anchors, what the pages add beyond their MDX), last-updated dates from git, and the
 * sitemap.
 */
export { checkSite, makeCreatePages, resolveSidebars, tokenizeLabels, type ExtraAnchors } from "./create-pages";
export { loadSidebars, parseSidebars, sidebarsFile } from "./sidebars";
export { siteExtras } from "./site-extras";
export { writeSitemap } from "./sitemap";
