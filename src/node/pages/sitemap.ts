import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../../config/schema";
import { withBasePath } from "../../lib/routes";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Renders sitemap.xml for the given routes (absolute URLs under the base path). */
export function renderSitemap(routes: string[], config: SiteConfig): string {
  const urls = [...new Set(routes)]
    .sort()
    .map((r) => `  <url><loc>${escapeXml(config.siteUrl + withBasePath(config.basePath, r))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Writes public/sitemap.xml and robots.txt after the build, from the pages Gatsby created. */
export function writeSitemap(getNodesByType: (type: string) => unknown[], config: SiteConfig): void {
  const routes = getNodesByType("SitePage")
    .map((p) => (p as { path: string }).path)
    .filter((p) => !/^\/(404|dev-404-page)(\.html|\/)?/.test(p) && p !== "/search/");
  fs.writeFileSync(path.resolve("public/sitemap.xml"), renderSitemap(routes, config));
  fs.writeFileSync(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: ${config.basePath}\nSitemap: ${config.siteUrl + withBasePath(config.basePath, "/sitemap.xml")}\n`,
  );
}
