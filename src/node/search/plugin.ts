import fs from "node:fs";
import path from "node:path";
import type { PluginRef } from "gatsby";
import type { SidebarsDefinition } from "../../lib/sidebar";
import type { SiteConfig } from "../../config/schema";
import { flexSearchOptions } from "../../lib/search/flexsearch-options";
import { SEARCH_CONTEXTS, type SearchContext } from "../../lib/search/types";
import { buildSearchDocuments, searchSidebars, type SearchDocument, type SearchSourceDoc } from "./documents";
import { readOpenApi, type OpenApiIndex } from "./openapi-sections";
import { INDEXED_FIELDS, STORED_FIELDS } from "./export-index";

/** The OpenAPI document API pages are rendered from (docs/openapi.md). */
export const openApiFile = path.resolve("content/openapi/merchant-api-v2.yaml");

/** Doc fields the index is built from, for every doc (the 404 and search pages are not docs). */
export const SEARCH_DOCS_QUERY = `
  query SearchDocuments {
    allMdx {
      nodes {
        fields {
          docId route title description sidebarLabel operationId
          headings { depth value id }
          sections { id heading text code }
        }
      }
    }
  }
`;

/** The node type gatsby-plugin-local-search creates for a context's index (`LocalSearch` + name). */
export function localSearchNodeType(context: SearchContext): string {
  return `LocalSearch${context[0].toUpperCase()}${context.slice(1)}`;
}

export interface SearchIndexOptions {
  config: SiteConfig;
  sidebars: SidebarsDefinition;
  /** Ids an API page template renders beyond MDX headings (see src/lib/search/api-sections.ts). */
  anchorsFor?: (doc: SearchSourceDoc) => string[];
}

let openApiCache: { mtime: number; api: OpenApiIndex } | null = null;

/** The parsed OpenAPI document, parsed again only when the file changed (develop). */
export function currentOpenApi(): OpenApiIndex {
  const mtime = fs.statSync(openApiFile).mtimeMs;
  if (!openApiCache || openApiCache.mtime !== mtime) openApiCache = { mtime, api: readOpenApi(openApiFile) };
  return openApiCache.api;
}

/** All search documents of the site, from the doc fields of every MDX doc. */
export function siteSearchDocuments(docs: SearchSourceDoc[], options: SearchIndexOptions): SearchDocument[] {
  return buildSearchDocuments(docs, {
    sidebars: searchSidebars(options.sidebars, docs, options.config),
    product: options.config.product,
    api: currentOpenApi(),
    anchorsFor: options.anchorsFor,
  });
}

function isSourceDoc(value: unknown): value is SearchSourceDoc {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return typeof d.docId === "string" && typeof d.route === "string" && Array.isArray(d.sections) && Array.isArray(d.headings);
}

/** The doc fields out of the plugin's query result; a query error fails the build. */
export function docsFromQueryResult(result: { errors?: unknown; data?: unknown }): SearchSourceDoc[] {
  if (result.errors) throw new Error(`Search index query failed: ${JSON.stringify(result.errors)}`);
  const nodes = (result.data as { allMdx?: { nodes?: { fields?: unknown }[] } } | undefined)?.allMdx?.nodes;
  if (!Array.isArray(nodes)) throw new Error("Search index query returned no allMdx.nodes");
  return nodes.map((n) => n.fields).filter(isSourceDoc);
}

/**
 * One gatsby-plugin-local-search instance per context (SPEC §7: index files per context): the
 * navbar box loads only the reader's context, so the first search fetches one small index.
 */
export function localSearchPlugins(options: SearchIndexOptions): PluginRef[] {
  return SEARCH_CONTEXTS.map((context) => ({
    resolve: "gatsby-plugin-local-search",
    options: {
      name: context,
      engine: "flexsearch",
      engineOptions: flexSearchOptions,
      query: SEARCH_DOCS_QUERY,
      ref: "id",
      index: [...INDEXED_FIELDS],
      store: [...STORED_FIELDS],
      normalizer: (result: { errors?: unknown; data?: unknown }) =>
        siteSearchDocuments(docsFromQueryResult(result), options).filter((d) => d.c === context),
    },
  }));
}
