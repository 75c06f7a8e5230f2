import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { CreateDevServerArgs, CreateWebpackConfigArgs, Node } from "gatsby";
import {
  isSearchContext,
  SEARCH_CONTEXTS,
  type BuiltIndex,
  type SearchContext,
  type SearchManifest,
} from "../../lib/search/node";
import type { DocFields, MdxNode } from "../content";
import { searchIndexPaths } from "../search-reader";
import type { SearchDocument } from "./documents";
import { buildSiteIndex } from "./export-index";
import { loadSynonyms } from "./synonyms";
import { localSearchNodeType, type SearchIndexOptions } from "./plugin";

/**
 * The search index as static files. gatsby-plugin-local-search is the one place the search
 * documents are collected: each context's FlexSearch index and store (nodes `LocalSearchGuide`,
 * `LocalSearchApi`, src/node/search/plugin.ts). The store keeps every field of a document, and
 * this module builds the sharded index from it (src/lib/search/index-format.ts: why the browser
 * reads shards, not the plugin's export): the meta file at `public/search-index/<version>/meta.json`,
 * a fixed address (src/node/search-reader: why no hash), and the files it names, content-hashed, in
 * `public/static/search/<version>/`. The browser learns both places and the context labels from
 * the compile-time constant `__SEARCH_MANIFEST__`, which therefore never changes with the content.
 * Nothing fetches them until the reader hovers or focuses a search box.
 * In `gatsby develop` the same contents are served fresh from `/__search/…`.
 */

const DEV_ROUTE = "/__search";

interface LocalSearchNode extends Node {
  index: string;
  store: Record<string, unknown>;
}

type GetNodesByType = (type: string) => Node[];

/** The part of Gatsby's develop server (Express) used here; Gatsby types it `any`. */
interface DevServerApp {
  get(route: string, handler: (req: { params: Record<string, string> }, res: ServerResponse) => void): unknown;
}

function labelOf(options: SearchIndexOptions, context: SearchContext): string {
  return options.sidebars[context]?.label ?? context;
}

/** The anchor must exist: every section a hit links to is a heading or anchor of its page. */
export function checkSearchAnchors(
  documents: SearchDocument[],
  docs: DocFields[],
  anchorsFor: SearchIndexOptions["anchorsFor"],
  /** Searchable pages that are not docs: only their headings are anchors. */
  extraDocs: Pick<DocFields, "route" | "headings">[] = [],
): void {
  const byRoute = new Map<string, Pick<DocFields, "route" | "headings"> | DocFields>(docs.map((d) => [d.route, d]));
  for (const d of extraDocs) byRoute.set(d.route, d);
  const docSet = new Set<Pick<DocFields, "route" | "headings">>(docs);
  const isDoc = (d: Pick<DocFields, "route" | "headings">): d is DocFields => docSet.has(d);
  // A page has many documents (one per section): its anchors are gathered once.
  const anchorsOf = new Map<string, Set<string>>();
  const idsOf = (route: string): Set<string> => {
    let ids = anchorsOf.get(route);
    if (!ids) {
      const doc = byRoute.get(route);
      ids = new Set([
        ...(doc?.headings.map((h) => h.id) ?? []),
        ...(doc && anchorsFor && isDoc(doc) ? anchorsFor(doc) : []),
      ]);
      anchorsOf.set(route, ids);
    }
    return ids;
  };
  const missing: string[] = [];
  for (const d of documents) {
    if (!d.h) continue;
    const ids = idsOf(d.u);
    if (!ids.has(d.h)) missing.push(`${d.u}#${d.h} ("${d.s}")`);
    for (const token of d.rows?.tokens ?? [])
      if (!ids.has(`${d.rows?.prefix}${token}`)) missing.push(`${d.u}#${d.rows?.prefix}${token} (a row of "${d.s}")`);
  }
  if (missing.length)
    throw new Error(
      `Search results would link to anchors their pages lack:\n${missing.map((m) => `  - ${m}`).join("\n")}`,
    );
}

/** A document of the plugin's store, with every field the sharded index needs. */
function isStoredSearchDocument(value: unknown, context: SearchContext): value is SearchDocument {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.id === "number" &&
    isSearchContext(d.c) &&
    d.c === context &&
    ["t", "s", "u", "h", "x", "text"].every((k) => typeof d[k] === "string") &&
    Array.isArray(d.b)
  );
}

/** The search documents of the plugin's store of each context. */
export function storedSearchDocuments(getNodesByType: GetNodesByType): SearchDocument[] {
  return SEARCH_CONTEXTS.flatMap((context) => {
    const node = getNodesByType(localSearchNodeType(context))[0] as LocalSearchNode | undefined;
    if (!node)
      throw new Error(
        `gatsby-plugin-local-search made no ${localSearchNodeType(context)} node: is the plugin configured for "${context}"?`,
      );
    return Object.entries(node.store).map(([ref, doc]) => {
      if (!isStoredSearchDocument(doc, context) || String(doc.id) !== ref)
        throw new Error(`Search index "${context}": the plugin's store has a malformed document under "${ref}"`);
      return doc;
    });
  });
}

/** The sharded index of the site, from the plugin's stores; its links checked against the docs' anchors. */
export function searchContents(getNodesByType: GetNodesByType, options: SearchIndexOptions): BuiltIndex {
  const docs = (getNodesByType("Mdx") as MdxNode[])
    .map((n) => n.fields)
    .filter((f): f is DocFields => Boolean(f?.docId));
  const documents = storedSearchDocuments(getNodesByType);
  checkSearchAnchors(documents, docs, options.anchorsFor, options.extraDocs);
  return buildSiteIndex(documents, labelsOf(options), options.synonyms ?? loadSynonyms());
}

function labelsOf(options: SearchIndexOptions): Record<SearchContext, string> {
  return Object.fromEntries(SEARCH_CONTEXTS.map((c) => [c, labelOf(options, c)])) as Record<SearchContext, string>;
}

/** Site-root URLs of the meta file and of the folder of the files it names (the browser adds the path prefix), and the labels. */
export function staticManifest(version: string, options: SearchIndexOptions): SearchManifest {
  return { ...searchIndexPaths(version), labels: labelsOf(options) };
}

function devManifest(options: SearchIndexOptions): SearchManifest {
  return { meta: `${DEV_ROUTE}/meta.json`, dir: `${DEV_ROUTE}/`, labels: labelsOf(options) };
}

/** Writes the files under public/ and removes those of earlier builds. */
export function writeSearchFiles(publicDir: string, index: BuiltIndex, version: string): void {
  const paths = searchIndexPaths(version);
  const dir = path.join(publicDir, paths.dir);
  const metaFile = path.join(publicDir, paths.meta);
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.dirname(metaFile), { recursive: true });
  fs.writeFileSync(metaFile, JSON.stringify(index.meta));
  for (const [name, content] of index.files) fs.writeFileSync(path.join(dir, name), content);
  for (const name of fs.readdirSync(dir)) if (!index.files.has(name)) fs.rmSync(path.join(dir, name));
}

/** The gatsby-node hooks of search files: write them, name them for webpack, serve them in develop. */
export function makeSearchFiles(options: SearchIndexOptions) {
  const version = options.config.versions[0].name;
  // Several hooks ask for the same contents; compute them once per state of the nodes.
  let memo: { key: string; contents: BuiltIndex } | null = null;
  const contentsNow = (getNodesByType: GetNodesByType) => {
    const key = [...SEARCH_CONTEXTS.map(localSearchNodeType), "Mdx"]
      .flatMap((type) => getNodesByType(type).map((n) => n.internal.contentDigest))
      .join(",");
    if (memo?.key !== key) memo = { key, contents: searchContents(getNodesByType, options) };
    return memo.contents;
  };

  const onPostBootstrap = ({ getNodesByType }: { getNodesByType: GetNodesByType }): void => {
    writeSearchFiles(path.resolve("public"), contentsNow(getNodesByType), version);
  };

  const onCreateWebpackConfig = ({ stage, actions, plugins }: CreateWebpackConfigArgs): void => {
    const manifest =
      stage === "develop" || stage === "develop-html" ? devManifest(options) : staticManifest(version, options);
    actions.setWebpackConfig({ plugins: [plugins.define({ __SEARCH_MANIFEST__: `(${JSON.stringify(manifest)})` })] });
  };

  const onCreateDevServer = ({ app, getNodesByType }: CreateDevServerArgs): void => {
    (app as DevServerApp).get(`${DEV_ROUTE}/:file`, (req, res) => {
      const index = contentsNow(getNodesByType);
      const name = req.params.file;
      const content = name === "meta.json" ? JSON.stringify(index.meta) : index.files.get(name);
      if (content === undefined) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("No such search file");
        return;
      }
      res
        .writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        .end(content);
    });
  };

  return { onPostBootstrap, onCreateWebpackConfig, onCreateDevServer };
}
