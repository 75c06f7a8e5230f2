import path from "node:path";

/**
 * Images in docs. They live in one folder of static/ (copied to the built site as it is) and a
 * doc names them by their site path, `/img/<name>`, as it names pages (`/guide/…`): the build
 * adds the base path when it renders the page (src/node/markdown/content-tree.ts), and checks
 * that each image exists and has alt text (checkImages in src/node/content/link-check.ts). The writers'
 * CMS uploads into the same folder, with the same formats and size limit.
 */
export const media = {
  /** The folder, relative to the repository. */
  folder: "static/img",
  /** Its path on the site, before the base path. */
  route: "/img/",
  /**
   * The largest image accepted: 1 MB. A page's images are part of what a reader downloads, and
   * every upload stays in git history for good; a screenshot saved as PNG or WebP fits.
   */
  maxBytes: 1024 * 1024,
  /**
   * The formats browsers show in an <img> and the site's server types by extension. SVG is left
   * out: opened on its own, an SVG file can run script on the site's origin.
   */
  types: { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" },
} as const;

/** An image's format by the extension of its name, or null when the site does not serve it. */
export function imageType(name: string): string | null {
  const ext = path.posix.extname(name).slice(1).toLowerCase();
  return (media.types as Record<string, string>)[ext] ?? null;
}
