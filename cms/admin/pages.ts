import { frontmatterYAML } from "decap-cms-core/src/formats/frontmatter";
import { collectionFolders } from "../node/decap-config";

/**
 * The pages of the two page collections with their titles and bodies, read through the local CMS
 * server's git backend (the request Decap's own entry lists make: `entriesByFolder`), for the
 * searches and names Decap cannot give. A hosted backend (team mode) has no such endpoint: the
 * list is then empty.
 */

export interface PageText {
  collection: keyof typeof collectionFolders;
  /** The entry's slug as Decap's routes name it: its path in the collection folder, no extension. */
  slug: string;
  title: string;
  body: string;
}

const formatter = frontmatterYAML();

/** A page of `collection` from a file as the backend answers it. */
export function pageText(collection: PageText["collection"], path: string, raw: string): PageText | null {
  const folder = `${collectionFolders[collection]}/`;
  if (!path.startsWith(folder) || !path.endsWith(".mdx")) return null;
  const data = formatter.fromFile(raw) as { title?: unknown; body?: unknown };
  return {
    collection,
    slug: path.slice(folder.length, -".mdx".length),
    title: typeof data.title === "string" ? data.title : "",
    body: typeof data.body === "string" ? data.body : "",
  };
}

let loaded: Promise<PageText[]> | null = null;
/** Where the CMS server answers and on which branch, set once the configuration is read. */
let backend: { proxy: string; branch: string } | null = null;

export function readPagesFrom(proxy: string | undefined, branch: string): void {
  backend = proxy ? { proxy, branch } : null;
}

/** The pages, read once and again after `refresh` (a save changes them). */
export function loadPages(): Promise<PageText[]> {
  if (!backend) return Promise.resolve([]);
  const { proxy, branch } = backend;
  loaded ??= Promise.all(
    (Object.keys(collectionFolders) as PageText["collection"][]).map(async (collection) => {
      const response = await fetch(proxy, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({
          action: "entriesByFolder",
          params: { branch, folder: collectionFolders[collection], extension: "mdx", depth: 4 },
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const files = (await response.json()) as { data: string; file: { path: string } }[];
      return files.map((f) => pageText(collection, f.file.path, f.data)).filter((p) => p !== null);
    }),
  ).then((lists) => lists.flat());
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** Forgets the pages read, after a save. */
export function refreshPages(): void {
  loaded = null;
}
