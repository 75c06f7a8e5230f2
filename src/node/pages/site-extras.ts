import fs from "node:fs";
import path from "node:path";
import type { ApiReference } from "../openapi";
import type { ExtraAnchors } from "./create-pages";
import type { makeChangelog } from "../changelog";

/**
 * What the pages add beyond their MDX, for `createPages` and its checks: the API reference's
 * tables and anchors, the changelog page's anchors and links, and "Changed on …" notes. One
 * definition, so the build and the writers' CMS (cms/node/validate.ts) check the same site.
 */
export function siteExtras(api: ApiReference, changelog: ReturnType<typeof makeChangelog>): ExtraAnchors {
  return {
    ...api.pages,
    staticFiles: () => [...api.pages.staticFiles(), ...changelog.staticFiles, ...staticFolderFiles()],
    otherRoutes: () => [changelog.anchors()],
    otherLinkPages: changelog.linkPages,
    changesFor: (doc) => changelog.notesFor(doc.operationId),
  };
}

/** Every file under static/ (copied to the site as it is) as a site path: `/img/social-card.png`. */
export function staticFolderFiles(dir = path.resolve("static")): string[] {
  if (!fs.existsSync(dir)) return [];
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
      const sub = `${rel}/${e.name}`;
      return e.isDirectory() ? walk(sub) : [sub];
    });
  return walk("");
}
