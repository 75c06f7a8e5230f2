import { buildSidebars, locateDoc, type ResolvedSidebar, type SidebarsDefinition } from "../../lib/sidebar";
import {
  isSearchContext,
  splitWords,
  tokenize,
  type RowAnchors,
  type SearchContext,
  type StoredDocument,
} from "../../lib/search/node";
import type { SiteConfig } from "../../config/schema";
import type { DocFields } from "../content";
import { tokenizeLabels } from "../pages";
import { catalogDocId } from "../../lib/openapi";
import { apiPageSections, catalogPageSections, type ApiSearchSection, type OperationSearchData } from "./api-pages";

/** The doc fields search reads (src/node/content/docs.ts). */
export type SearchSourceDoc = Pick<
  DocFields,
  "docId" | "route" | "title" | "description" | "sidebarLabel" | "operationId" | "headings" | "sections"
>;

/** One search document per page section, with what is indexed and the excerpt text. */
export interface SearchDocument extends StoredDocument {
  /** Numeric id, unique within its context (small numbers keep the exported index small). */
  id: number;
  /** Which index the document goes to. */
  c: SearchContext;
  /** The indexed text: page title, section heading, section text (for API pages: names and codes). */
  x: string;
  /** Plain section text for excerpts and the Ask AI panel. */
  text: string;
  /** Rows of the section anchored by a code (index-format.ts RowAnchors). */
  rows?: RowAnchors;
  /** Identifiers the section defines (index-format.ts IndexDoc.d). */
  d?: string;
}

export interface SearchBuildOptions {
  sidebars: ResolvedSidebar[];
  product: SiteConfig["product"];
  /** The API reference's operations (`ApiOperation` nodes), for pages with an `operationId`. */
  operations?: readonly OperationSearchData[];
}

/** Section text is capped: an excerpt or an Ask AI answer never needs more of one section. */
const MAX_TEXT = 4000;
/** Sections by heading depth: h2 and h3 are sections (the levels of the table of contents); h4 text joins its parent. */
const MAX_SECTION_DEPTH = Number(process.env.DEPTH ?? 3);

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Resolves the sidebars for search breadcrumbs exactly as createPages does. */
export function searchSidebars(
  definition: SidebarsDefinition,
  docs: SearchSourceDoc[],
  config: SiteConfig,
): ResolvedSidebar[] {
  const infos = docs.map((d) => ({
    id: d.docId,
    title: d.title,
    sidebarLabel: d.sidebarLabel ?? undefined,
    route: d.route,
  }));
  return buildSidebars(tokenizeLabels(definition, config), infos);
}

interface Section {
  id: string;
  heading: string;
  text: string;
  code: string;
  defines?: string | null;
}

/** The doc's sections at h2/h3, deeper headings folded into the section above them. */
function docSections(doc: SearchSourceDoc): { intro: Section; sections: Section[] } {
  const depth = new Map(doc.headings.map((h) => [h.id, h.depth]));
  const intro: Section = { id: "", heading: "", text: "", code: "" };
  const sections: Section[] = [];
  for (const s of doc.sections) {
    if (!s.id) {
      intro.text += ` ${s.text}`;
      intro.code += s.code;
      intro.defines = `${intro.defines ?? ""}${s.defines ?? ""}`;
    } else if ((depth.get(s.id) ?? 2) <= MAX_SECTION_DEPTH || sections.length === 0) {
      sections.push({ id: s.id, heading: s.heading, text: s.text, code: s.code, defines: s.defines ?? "" });
    } else {
      const parent = sections[sections.length - 1];
      parent.text += ` ${s.heading} ${s.text}`;
      parent.code += s.code;
      parent.defines = `${parent.defines ?? ""}${s.defines ?? ""}`;
    }
  }
  return { intro, sections };
}

/**
 * The words of code blocks worth indexing: those the docs' prose or the API reference also use
 * (field names, headers, paths, codes). Values, variable names and library calls that only
 * appear inside samples would make the index much bigger and never be searched for.
 */
function documentedCode(code: string, vocabulary: ReadonlySet<string>): string {
  const kept = new Set<string>();
  for (const word of splitWords(code)) if (word.whole && vocabulary.has(word.whole)) kept.add(word.raw);
  return [...kept].join(" ");
}

/**
 * Builds the search documents of every doc, sorted by doc id then by position on the page, so
 * the same docs always give the same ids (the plugin and the build's excerpt files agree).
 */
export function buildSearchDocuments(docs: SearchSourceDoc[], options: SearchBuildOptions): SearchDocument[] {
  const sorted = [...docs].sort((a, b) => a.docId.localeCompare(b.docId));
  const operations = new Map((options.operations ?? []).map((op) => [op.operationId, op]));
  const apiSectionsOf = new Map<string, ApiSearchSection[]>();
  for (const doc of sorted) {
    if (!doc.operationId || !options.operations) continue;
    const op = operations.get(doc.operationId);
    if (!op)
      throw new Error(`${doc.docId}: frontmatter operationId "${doc.operationId}" is not in the OpenAPI document`);
    apiSectionsOf.set(doc.docId, apiPageSections(op));
  }
  const catalog = sorted.find((d) => d.docId === catalogDocId);
  if (catalog && options.operations) apiSectionsOf.set(catalog.docId, catalogPageSections(options.operations));
  const vocabulary = new Set<string>();
  const learn = (text: string) => tokenize(text).forEach((t) => vocabulary.add(t));
  for (const doc of sorted) {
    [doc.title, doc.description, ...doc.sections.flatMap((s) => [s.heading, s.text])].forEach(learn);
    apiSectionsOf.get(doc.docId)?.forEach((s) => learn(s.indexText));
  }

  const counters: Record<SearchContext, number> = { guide: 0, api: 0 };
  const result: SearchDocument[] = [];
  for (const doc of sorted) {
    const nav = locateDoc(options.sidebars, doc.docId);
    // The changelog is in no sidebar; it is searched with the guides.
    const context = nav?.sidebar ?? (doc.docId === "changelog" ? "guide" : doc.docId.split("/")[0]);
    if (!isSearchContext(context)) continue;
    const b = nav ? [nav.sidebarLabel, ...nav.trail] : [];
    const push = (s: string, h: string, x: string[], text: string[], rows?: RowAnchors, d?: string | null) => {
      result.push({
        ...(rows ? { rows } : {}),
        ...(d?.trim() ? { d: d.trim() } : {}),
        id: counters[context]++,
        c: context,
        t: doc.title,
        s,
        u: doc.route,
        h,
        b,
        x: x.filter(Boolean).join("\n"),
        text: squash(text.join(" ")).slice(0, MAX_TEXT),
      });
    };

    const { intro, sections } = docSections(doc);
    const apiSections = apiSectionsOf.get(doc.docId);
    const endpoint = apiSections?.find((s) => s.id === "");
    push(
      endpoint?.heading ?? "",
      "",
      // The top of a page also says where it is (its sidebar categories): Beneficiary Bank Code
      // List is a Disbursement page.
      [
        doc.title,
        ...b.slice(1),
        doc.description,
        intro.text,
        documentedCode(intro.code, vocabulary),
        endpoint?.indexText ?? "",
      ],
      [doc.description, intro.text, endpoint?.text ?? ""],
      undefined,
      intro.defines,
    );
    for (const s of sections)
      push(
        s.heading,
        s.id,
        [doc.title, s.heading, s.text, documentedCode(s.code, vocabulary)],
        [s.text],
        undefined,
        s.defines,
      );
    for (const s of apiSections ?? [])
      if (s.id) push(s.heading, s.id, [doc.title, s.heading, s.indexText], [s.text], s.rows, s.defines);
  }
  return result;
}

/** The part of a document shown in a hit (title, heading, route, anchor, breadcrumbs). */
export function storedDocument(doc: SearchDocument): StoredDocument {
  return { t: doc.t, s: doc.s, u: doc.u, h: doc.h, b: doc.b };
}
