import fs from "node:fs";
import path from "node:path";
import { loadSiteConfig, makeApiReference, makeChangelog, openApiFile, siteExtras } from "./site-code";
import { collectionFolders, type CollectionFolders } from "./decap-config";

/**
 * What the CMS tools (server, build:admin, cms:check) read from the repository, as the build does:
 * the site config, the API reference and the page extras of createPages (src/node/pages/site-extras.ts).
 */
export function cmsSite() {
  const site = loadSiteConfig();
  // The changelog first: the API reference's field badges link to its entries, as in the build.
  const changelog = makeChangelog(site);
  const api = makeApiReference(site, openApiFile, changelog.fieldEntry);
  const extras = siteExtras(api, changelog);
  return { site, api, extras, changelog };
}

/** The folders under a collection's folder (e.g. `payment-gateway`), for a new page's folder choice. */
export function listFolders(repo: string, folder: string): string[] {
  const walk = (rel: string): string[] =>
    fs
      .readdirSync(path.join(repo, folder, rel), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => {
        const sub = rel ? `${rel}/${e.name}` : e.name;
        return [sub, ...walk(sub)];
      });
  return walk("").sort();
}

/** Every page collection's folders (listFolders). */
export function collectionSubfolders(repo: string): CollectionFolders {
  return {
    guide: listFolders(repo, collectionFolders.guide),
    api: listFolders(repo, collectionFolders.api),
  };
}
