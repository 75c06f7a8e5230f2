import type { DocImage, DocLink } from "../markdown";
import { imageType, media } from "./media";

/**
 * Build-time link check: a broken internal link or anchor throws, naming the page and
 * the link; a broken markdown file link (`./x.mdx`) only warns. The image check is its sibling:
 * an image that is not a file of the site, or that has no alt text, throws.
 */

export interface LinkCheckPage {
  docId: string;
  route: string;
  /** Source file, relative to the project, for messages. */
  file: string;
  links: DocLink[];
}

export interface LinkCheckResult {
  errors: string[];
  warnings: string[];
}

export class BrokenLinksError extends Error {
  constructor(public readonly errors: string[]) {
    super(`Broken links (${errors.length}):\n${errors.map((e) => `  - ${e}`).join("\n")}`);
    this.name = "BrokenLinksError";
  }
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link's or image's path on the site (before the base path), as seen from the page at `route`. */
function sitePath(pathOnly: string, route: string, prefix: string): string {
  if (!pathOnly) return route;
  if (pathOnly.startsWith("/")) return pathOnly.startsWith(`${prefix}/`) ? pathOnly.slice(prefix.length) : pathOnly;
  return new URL(pathOnly, `https://x${route}`).pathname;
}

function normalizeRoute(path: string): string {
  let p = path.replace(/\/index\.html?$/i, "/").replace(/\.html?$/i, "");
  if (!p.endsWith("/")) p += "/";
  return p;
}

/**
 * @param anchors route → ids present on that page (headings and template anchors)
 * @param staticFiles other root-relative paths that exist (downloads, search page, static/)
 */
export function checkLinks(
  pages: LinkCheckPage[],
  anchors: Map<string, Set<string>>,
  staticFiles: Set<string>,
  basePath: string,
): LinkCheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const prefix = basePath.replace(/\/$/, "");
  for (const page of pages) {
    for (const link of page.links) {
      const where = `${page.file}:${link.line}`;
      if (!link.url || external.test(link.url)) continue;
      const [rawPath, hash = ""] = link.url.split("#");
      const pathOnly = rawPath.split("?")[0];
      const target = sitePath(pathOnly, page.route, prefix);

      if (staticFiles.has(target)) continue;
      const route = normalizeRoute(target);
      const ids = anchors.get(route);
      if (link.fileLink) {
        if (!ids)
          warnings.push(
            `${where}: page "${page.route}" links to file "${link.fileLink}", which is not a doc (resolved to ${route})`,
          );
        else if (hash && !ids.has(decodeURIComponent(hash)))
          warnings.push(`${where}: page "${page.route}" links to "${link.fileLink}", which has no anchor "#${hash}"`);
        continue;
      }
      if (!ids) errors.push(`${where}: page "${page.route}" links to "${link.url}", which is not a page of this site`);
      else if (hash && !ids.has(decodeURIComponent(hash)))
        errors.push(`${where}: page "${page.route}" links to "${link.url}", but "${route}" has no anchor "#${hash}"`);
    }
  }
  return { errors, warnings };
}

/** An image's path on the site, before the base path (`/img/flow.png`), as the page at `route` names it. */
export function imagePath(src: string, route: string, basePath: string): string {
  return sitePath(src.split(/[?#]/)[0], route, basePath.replace(/\/$/, ""));
}

export interface ImageCheckPage {
  route: string;
  /** Source file, relative to the project, for messages. */
  file: string;
  images: DocImage[];
}

export class BrokenImagesError extends Error {
  constructor(public readonly errors: string[]) {
    super(`Broken images (${errors.length}):\n${errors.map((e) => `  - ${e}`).join("\n")}`);
    this.name = "BrokenImagesError";
  }
}

/**
 * Each image a page shows must be a file of the site in a format it serves (`staticFiles`: site
 * paths, before the base path), and have alt text, which is what a screen reader says and what a
 * reader sees when the image does not load. An image from another site is refused too: the
 * site's Content-Security-Policy (img-src 'self') would block it. Returns the errors.
 */
export function checkImages(pages: ImageCheckPage[], staticFiles: Set<string>, basePath: string): string[] {
  const errors: string[] = [];
  const example = `${media.route}<name>.png`;
  for (const page of pages) {
    for (const image of page.images) {
      const shows = `${page.file}:${image.line}: page "${page.route}" shows the image "${image.src}"`;
      if (!image.alt)
        errors.push(
          `${shows} without alt text: say what it shows, as ![What the image shows](${image.src || example})`,
        );
      if (/^data:/i.test(image.src)) continue;
      if (external.test(image.src)) {
        errors.push(
          `${shows}, from another site, which the site's Content-Security-Policy blocks: put the file in ${media.folder}/ and write ${example}`,
        );
        continue;
      }
      const target = imagePath(image.src, page.route, basePath);
      if (!staticFiles.has(target))
        errors.push(`${shows}, which is not a file of this site: put it in ${media.folder}/ and write ${example}`);
      else if (!imageType(target))
        errors.push(
          `${shows}, which is not a format the site serves as an image (${Object.keys(media.types).join(", ")})`,
        );
    }
  }
  return errors;
}
