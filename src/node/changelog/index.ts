/**
 * The changelog (content/changelog/) in the build (build.ts): its entries (entries.ts,
 * frontmatter.ts), the API change gate against the snapshot (gate.ts, schema-diff.ts), field
 * history badges (field-history.ts), the /changelog/ page, the Atom feed (feed.ts) and its
 * Markdown copy. It depends on the OpenAPI domain, never the reverse.
 */
export { makeChangelog, type Changelog } from "./build";
export type { ChangelogPageContext, ChangelogPageEntry } from "../../lib/page-context";
export { checkFieldHistory, fieldChangeEntry, fieldHistoryProblems } from "./field-history";
export { loadChangelog, openapiFile, operationIdsOf, snapshotFile, type ChangelogEntrySource } from "./entries";
export { nextSnapshot, parseSnapshot } from "./gate";
export { todayInJakarta } from "./frontmatter";
