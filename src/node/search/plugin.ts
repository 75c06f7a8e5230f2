import { createHash } from "node:crypto";
import type { PluginRef } from "gatsby";
import type { SidebarsDefinition } from "../../lib/sidebar";
import type { SiteConfig } from "../../config/schema";
import { flexSearchOptions, SEARCH_CONTEXTS, type SearchContext } from "../../lib/search/node";
import type { DocFields } from "../content";
import { buildSearchDocuments, searchSidebars, type SearchDocument, type SearchSourceDoc } from "./documents";
import type { OperationSearchData } from "./api-pages";
import { STORED_FIELDS } from "./export-index";

/** What the index is built from: every doc's fields and every API operation (the 404 and search pages are not docs). */
export const SEARCH_DOCS_QUERY = `
  query SearchDocuments {
    allMdx {
      nodes {
        fields {
          docId route title description sidebarLabel operationId
          headings { depth value id }
          sections { id heading text code defines }
        }
      }
    }
    allApiOperation {
      nodes { operationId summary method path webhook serviceCode searchSections { id heading text } }
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
  /** Ids a template renders beyond the MDX headings: every search hash must be one of them or a heading. */
  anchorsFor?: (doc: DocFields) => string[];
  /** Searchable pages that are not docs (the changelog, src/node/search/changelog.ts). */
  extraDocs?: SearchSourceDoc[];
  /** Synonym groups; default: content/search-synonyms.yaml (src/node/search/synonyms.ts). */
  synonyms?: string[][];
}

/** All search documents of the site. */
export function siteSearchDocuments(
  docs: SearchSourceDoc[],
  operations: readonly OperationSearchData[],
  options: SearchIndexOptions,
): SearchDocument[] {
  const all = [...docs, ...(options.extraDocs ?? [])];
  return buildSearchDocuments(all, {
    sidebars: searchSidebars(options.sidebars, all, options.config),
    product: options.config.product,
    operations,
  });
}

function isSourceDoc(value: unknown): value is SearchSourceDoc {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.docId === "string" && typeof d.route === "string" && Array.isArray(d.sections) && Array.isArray(d.headings)
  );
}

/** An `ApiOperation` node (or query result) with the fields search reads. */
export function isOperation(value: unknown): value is OperationSearchData {
  if (!value || typeof value !== "object") return false;
  const o = value as Record<string, unknown>;
  return typeof o.operationId === "string" && typeof o.method === "string" && Array.isArray(o.searchSections);
}

interface QueryResult {
  errors?: unknown;
  data?: unknown;
}

/** The docs and operations out of the plugin's query result; a query error fails the build. */
export function fromQueryResult(result: QueryResult): { docs: SearchSourceDoc[]; operations: OperationSearchData[] } {
  if (result.errors) throw new Error(`Search index query failed: ${JSON.stringify(result.errors)}`);
  const data = result.data as
    { allMdx?: { nodes?: { fields?: unknown }[] }; allApiOperation?: { nodes?: unknown[] } } | undefined;
  const nodes = data?.allMdx?.nodes;
  if (!Array.isArray(nodes)) throw new Error("Search index query returned no allMdx.nodes");
  return {
    docs: nodes.map((n) => n.fields).filter(isSourceDoc),
    operations: (data?.allApiOperation?.nodes ?? []).filter(isOperation),
  };
}

/**
 * The local search nodes' types, `@dontInfer`: the plugin declares their fields, and inferring
 * them would walk each context's store (every search document) on every build.
 */
export const searchTypeDefs = SEARCH_CONTEXTS.map(
  (context) => `type ${localSearchNodeType(context)} implements Node @dontInfer { name: String! }`,
).join("\n");

/**
 * One gatsby-plugin-local-search instance per context (index files per context): the
 * navbar box loads only the reader's context, so the first search fetches one small index.
 * Every instance runs the same query; the site's search documents are built once per distinct
 * result (keyed by its hash) and each instance keeps its context's.
 */
export function localSearchPlugins(options: SearchIndexOptions): PluginRef[] {
  let built: { key: string; documents: SearchDocument[] } | undefined;
  const documentsOf = (result: QueryResult): SearchDocument[] => {
    const { docs, operations } = fromQueryResult(result);
    const key = createHash("sha256")
      .update(JSON.stringify([docs, operations]))
      .digest("hex");
    if (built?.key !== key) {
      built = { key, documents: siteSearchDocuments(docs, operations, options) };
    }
    return built.documents;
  };
  return SEARCH_CONTEXTS.map((context) => ({
    resolve: "gatsby-plugin-local-search",
    options: {
      name: context,
      engine: "flexsearch",
      engineOptions: flexSearchOptions,
      query: SEARCH_DOCS_QUERY,
      ref: "id",
      // The plugin's own FlexSearch index is never read (files.ts builds the sharded index from the
      // store), so it indexes no field: indexing every document's text took seconds of every build.
      index: [],
      store: [...STORED_FIELDS],
      normalizer: (result: QueryResult) => documentsOf(result).filter((d) => d.c === context),
    },
  }));
}
