import type { SiteConfig } from "../../config/schema";
import { changelogRoute } from "../../lib/changelog";
import { replaceProductTokens } from "../../lib/routes";
import { contentDir } from "../content";
import { extractOutline } from "../markdown";
import { loadChangelog, type ChangelogEntrySource } from "../changelog";
import type { SearchSourceDoc } from "./documents";

/**
 * The changelog as one search source doc: the page top and one section per entry,
 * anchored at the entry. Only the documents side: the engine indexes it like any doc. Docs in no
 * sidebar get their context from their id, so the changelog says it belongs to the guides.
 */
export const changelogSearchDocId = "changelog";

export function changelogSearchDoc(
  config: SiteConfig,
  entries: ChangelogEntrySource[] = loadChangelog(),
): SearchSourceDoc | null {
  if (!entries.length) return null;
  const options = { product: config.product, contentDir };
  const title = (e: ChangelogEntrySource) => replaceProductTokens(e.title, config.product);
  return {
    docId: changelogSearchDocId,
    route: changelogRoute,
    title: "Changelog",
    description: `What changed in the ${config.product.name} merchant API v2, most recent first.`,
    sidebarLabel: null,
    operationId: null,
    headings: entries.map((e) => ({ depth: 2, value: title(e), id: e.slug })),
    sections: [
      { id: "", heading: "", text: "", code: "" },
      ...entries.map((e) => {
        const outline = extractOutline(e.body, e.filePath, options, e.lineOffset);
        return {
          id: e.slug,
          heading: title(e),
          text: [e.date, ...outline.sections.map((s) => s.text)].join(" "),
          code: outline.sections.map((s) => s.code).join(" "),
        };
      }),
    ],
  };
}
