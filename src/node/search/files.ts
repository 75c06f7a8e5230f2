import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ServerResponse } from "node:http";
import type { CreateDevServerArgs, CreateWebpackConfigArgs, Node } from "gatsby";
import {
  SEARCH_CONTEXTS,
  type SearchContext,
  type SearchContextFiles,
  type SearchManifest,
} from "../../lib/search/types";
import type { DocFields, MdxNode } from "../docs";
import type { SearchDocument } from "./documents";
import { textFile } from "./export-index";
import { isOperation, localSearchNodeType, siteSearchDocuments, type SearchIndexOptions } from "./plugin";

/**
 * The search index as static files. gatsby-plugin-local-search builds each context's FlexSearch
 * index and store (nodes `LocalSearchGuide`, `LocalSearchApi`); this module writes them, with the
 * section texts for excerpts, to `public/static/search/<version>/<context>.<kind>.<hash>.json`
 * (content-hashed, so cached for good) and gives the browser their URLs as the compile-time
 * constant `__SEARCH_MANIFEST__`. Nothing fetches them until the reader hovers or focuses the
 * search box. In `gatsby develop` the same contents are served fresh from `/__search/…`.
 */

type Kind = "index" | "store" | "text";
const KINDS: readonly Kind[] = ["index", "store", "text"];
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

export interface ContextContents {
  label: string;
  index: string;
  store: string;
  text: string;
}

function labelOf(options: SearchIndexOptions, context: SearchContext): string {
  return options.sidebars[context]?.label ?? context;
}

/** "The anchor must exist" (issue #6): every section a hit links to is a heading or anchor of its page. */
export function checkSearchAnchors(
  documents: SearchDocument[],
  docs: DocFields[],
  anchorsFor: SearchIndexOptions["anchorsFor"],
  /** Searchable pages that are not docs: only their headings are anchors. */
  extraDocs: Pick<DocFields, "route" | "headings">[] = [],
): void {
  const byRoute = new Map<string, Pick<DocFields, "route" | "headings"> | DocFields>(docs.map((d) => [d.route, d]));
  for (const d of extraDocs) byRoute.set(d.route, d);
  const isDoc = (d: Pick<DocFields, "route" | "headings">): d is DocFields => docs.includes(d as DocFields);
  const missing: string[] = [];
  for (const d of documents) {
    if (!d.h) continue;
    const doc = byRoute.get(d.u);
    const ids = new Set([
      ...(doc?.headings.map((h) => h.id) ?? []),
      ...(doc && anchorsFor && isDoc(doc) ? anchorsFor(doc) : []),
    ]);
    if (!ids.has(d.h)) missing.push(`${d.u}#${d.h} ("${d.s}")`);
  }
  if (missing.length)
    throw new Error(
      `Search results would link to anchors their pages lack:\n${missing.map((m) => `  - ${m}`).join("\n")}`,
    );
}

/** The three files of every context, from the plugin's nodes and the docs' fields. */
export function searchContents(
  getNodesByType: GetNodesByType,
  options: SearchIndexOptions,
): Record<SearchContext, ContextContents> {
  const docs = (getNodesByType("Mdx") as MdxNode[])
    .map((n) => n.fields)
    .filter((f): f is DocFields => Boolean(f?.docId));
  const operations = (getNodesByType("ApiOperation") as unknown[]).filter(isOperation);
  const documents = siteSearchDocuments(docs, operations, options);
  checkSearchAnchors(documents, docs, options.anchorsFor, options.extraDocs);
  const result = {} as Record<SearchContext, ContextContents>;
  for (const context of SEARCH_CONTEXTS) {
    const node = getNodesByType(localSearchNodeType(context))[0] as LocalSearchNode | undefined;
    if (!node)
      throw new Error(
        `gatsby-plugin-local-search made no ${localSearchNodeType(context)} node: is the plugin configured for "${context}"?`,
      );
    const ofContext = documents.filter((d) => d.c === context);
    // The plugin's store and these texts must describe the same documents under the same ids.
    const mismatch = ofContext.find((d) => (node.store[String(d.id)] as { u?: string } | undefined)?.u !== d.u);
    if (mismatch || Object.keys(node.store).length !== ofContext.length) {
      throw new Error(
        `Search index "${context}": the plugin's store and the section texts disagree${mismatch ? ` at ${mismatch.u}` : ""}`,
      );
    }
    result[context] = {
      label: labelOf(options, context),
      index: node.index,
      store: JSON.stringify(node.store),
      text: textFile(ofContext),
    };
  }
  return result;
}

const hashOf = (content: string) => crypto.createHash("sha256").update(content).digest("hex").slice(0, 16);

/** Site-root URLs of the static files (the browser adds the path prefix). */
export function staticManifest(contents: Record<SearchContext, ContextContents>, version: string): SearchManifest {
  const manifest = {} as SearchManifest;
  for (const context of SEARCH_CONTEXTS) {
    const c = contents[context];
    const url = (kind: Kind) => `/static/search/${version}/${context}.${kind}.${hashOf(c[kind])}.json`;
    manifest[context] = {
      label: c.label,
      index: url("index"),
      store: url("store"),
      text: url("text"),
    } satisfies SearchContextFiles;
  }
  return manifest;
}

function devManifest(options: SearchIndexOptions): SearchManifest {
  const manifest = {} as SearchManifest;
  for (const context of SEARCH_CONTEXTS) {
    const url = (kind: Kind) => `${DEV_ROUTE}/${context}/${kind}.json`;
    manifest[context] = {
      label: labelOf(options, context),
      index: url("index"),
      store: url("store"),
      text: url("text"),
    };
  }
  return manifest;
}

/** Writes the files under public/ and removes those of earlier builds. */
export function writeSearchFiles(
  publicDir: string,
  contents: Record<SearchContext, ContextContents>,
  version: string,
): SearchManifest {
  const manifest = staticManifest(contents, version);
  const dir = path.join(publicDir, "static", "search", version);
  fs.mkdirSync(dir, { recursive: true });
  const keep = new Set<string>();
  for (const context of SEARCH_CONTEXTS) {
    for (const kind of KINDS) {
      const file = path.join(publicDir, manifest[context][kind]);
      keep.add(path.basename(file));
      fs.writeFileSync(file, contents[context][kind]);
    }
  }
  for (const name of fs.readdirSync(dir)) if (!keep.has(name)) fs.rmSync(path.join(dir, name));
  return manifest;
}

/** The gatsby-node hooks of search files: write them, name them for webpack, serve them in develop. */
export function makeSearchFiles(options: SearchIndexOptions) {
  const version = options.config.versions[0].name;
  // Several hooks ask for the same contents; compute them once per state of the nodes.
  let memo: { key: string; contents: Record<SearchContext, ContextContents> } | null = null;
  const contentsNow = (getNodesByType: GetNodesByType) => {
    const key = [...SEARCH_CONTEXTS.map(localSearchNodeType), "Mdx", "ApiOperation"]
      .flatMap((type) => getNodesByType(type).map((n) => n.internal.contentDigest))
      .join(",");
    if (memo?.key !== key) memo = { key, contents: searchContents(getNodesByType, options) };
    return memo.contents;
  };

  const onPostBootstrap = ({ getNodesByType }: { getNodesByType: GetNodesByType }): void => {
    writeSearchFiles(path.resolve("public"), contentsNow(getNodesByType), version);
  };

  const onCreateWebpackConfig = ({ stage, actions, plugins, getNodesByType }: CreateWebpackConfigArgs): void => {
    const manifest =
      stage === "develop" || stage === "develop-html"
        ? devManifest(options)
        : staticManifest(contentsNow(getNodesByType), version);
    actions.setWebpackConfig({ plugins: [plugins.define({ __SEARCH_MANIFEST__: `(${JSON.stringify(manifest)})` })] });
  };

  const onCreateDevServer = ({ app, getNodesByType }: CreateDevServerArgs): void => {
    (app as DevServerApp).get(`${DEV_ROUTE}/:context/:kind.json`, (req, res) => {
      const context = SEARCH_CONTEXTS.find((c) => c === req.params.context);
      const kind = KINDS.find((k) => k === req.params.kind);
      if (!context || !kind) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("No such search file");
        return;
      }
      res
        .writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        .end(contentsNow(getNodesByType)[context][kind]);
    });
  };

  return { onPostBootstrap, onCreateWebpackConfig, onCreateDevServer };
}
