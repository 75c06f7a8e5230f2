/** Routes of docs: doc ids, canonical paths and the `.html` normalisation. */

export interface ProductNames {
  name: string;
  slug: string;
}

/** Doc ids with a route of their own rather than `/<id>/` (docs are the root route). */
const specialRoutes: Record<string, string> = {
  "guide/overview": "/",
  "api/index": "/api/",
};

/** Folder name in content/ that stands for `<slug>-widget` in routes. */
export const PRODUCT_FOLDER = "product-widget";

/** `guide/product-widget/widget-binding` → `/guide/saku-widget/widget-binding/` (trailing slash). */
export function docIdToRoute(id: string, product: ProductNames): string {
  const special = specialRoutes[id];
  if (special) return special;
  const segments = id.split("/").map((s) => (s === PRODUCT_FOLDER ? `${product.slug}-widget` : s));
  if (segments[segments.length - 1] === "index") segments.pop();
  return `/${segments.join("/")}/`;
}

/** Replaces %PRODUCT% and %PRODUCT_SLUG% in any text (content, frontmatter, links, OpenAPI). */
export function replaceProductTokens(text: string, product: ProductNames): string {
  return text.replace(/%PRODUCT_SLUG%/g, product.slug).replace(/%PRODUCT%/g, product.name);
}

/** One canonical form per route: a trailing slash, no `index.html`, no `.html`. */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  path = path.replace(/\/index\.html?$/i, "/");
  path = path.replace(/\.html?$/i, "");
  if (!path.endsWith("/")) path += "/";
  return path;
}

/** True when `canonicalPath` would change the path in a way that is not only the slash. */
export function isHtmlSuffixed(pathname: string): boolean {
  return /\.html?$/i.test(pathname);
}

/** Joins the base path (`/api-docs-v2/`) and a route (`/guide/x/`). */
export function withBasePath(basePath: string, route: string): string {
  return basePath.replace(/\/$/, "") + (route.startsWith("/") ? route : `/${route}`);
}

/**
 * `/api-docs-v2/api/x` → `/api/x`; other paths unchanged. gatsby-plugin-mdx already prefixes
 * root-relative markdown links when building with --prefix-paths, and Gatsby's Link prefixes
 * again, so links handed to Link must lose the first prefix.
 */
export function withoutBasePath(basePath: string, path: string): string {
  const prefix = basePath.replace(/\/$/, "");
  if (path === prefix) return "/";
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/**
 * Where a page's Markdown copy is published: the route without its trailing slash
 * plus `.md` (`/guide/authentication/` → `/guide/authentication.md`); the home page is `/index.md`.
 */
export function markdownRoute(route: string): string {
  const path = route.replace(/\/+$/, "");
  return `${path || "/index"}.md`;
}

/** The files for AI assistants written at build time (src/node/llms). */
export const llmsFiles = { index: "/llms.txt", full: "/llms-full.txt" } as const;
