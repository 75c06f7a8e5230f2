import type { DocLink } from "./markdown";

/**
 * Build-time link check: a broken internal link or anchor throws, naming the page and
 * the link; a broken markdown file link (`./x.mdx`) only warns.
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
      let target: string;
      if (!pathOnly) target = page.route;
      else if (pathOnly.startsWith("/"))
        target = pathOnly.startsWith(`${prefix}/`) ? pathOnly.slice(prefix.length) : pathOnly;
      else target = new URL(pathOnly, `https://x${page.route}`).pathname;

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
