import type { ApiReference } from "./openapi";
import type { ExtraAnchors } from "./create-pages";
import type { makeChangelog } from "./changelog";

/**
 * What the pages add beyond their MDX, for `createPages` and its checks: the API reference's
 * tables and anchors, the changelog page's anchors and links, and "Changed on …" notes. One
 * definition, so the build and the writers' CMS (cms/node/validate.ts) check the same site.
 */
export function siteExtras(api: ApiReference, changelog: ReturnType<typeof makeChangelog>): ExtraAnchors {
  return {
    ...api.pages,
    staticFiles: () => [...api.pages.staticFiles(), ...changelog.staticFiles],
    otherRoutes: () => [changelog.anchors()],
    otherLinkPages: changelog.linkPages,
    changesFor: (doc) => changelog.notesFor(doc.operationId),
  };
}
