import { contextOutside, SUGGESTION_LIMIT } from "./links";
import { analyzeQuery } from "./query";
import type { SearchContext, SearchEngine, SearchHit, SuggestionGroup } from "./types";

export type { SuggestionGroup } from "./types";

/** Suggestions the other context's strong matches get at least, when it has them. */
export const OTHER_CONTEXT_SLOTS = 3;
/** Suggestions of the reader's context before a better other context's group, when it has them. */
export const OWN_CONTEXT_SLOTS = 2;

/**
 * The dropdown's suggestions, in the order the reader sees them: the
 * reader's context first, then the other context as a labelled group, all within the 8.
 *
 * - The other context shows its strong matches (title or operation, response code, field name):
 *   at least three when it has them.
 * - When the other context is the better answer, the reader's context shows only its hits about
 *   the query (title or heading matched, `direct`), at least two, before it: its best hit
 *   outscores the reader's best, or scores the same with more hits about the query, or the query
 *   is identifiers (codes, fields, headers) typed on a guide page that only mentions them. So `2005400` typed on
 *   a guide offers Direct Debit Payment's response codes third, not sixth.
 * - When the reader's context runs out, the other context's other hits fill the 8; when it has
 *   no hit at all, the dropdown shows the other context's, never "No results" while there are some.
 */
export function suggestionGroups(
  engine: Pick<SearchEngine, "search" | "contexts">,
  query: string,
  context: SearchContext | null,
  limit = SUGGESTION_LIMIT,
): SuggestionGroup[] {
  if (!context) return [{ context: null, label: "", hits: engine.search(query, { limit }) }];
  const labelOf = (c: SearchContext) => engine.contexts.find((x) => x.context === c)?.label ?? c;
  const other = contextOutside(context);
  const current = engine.search(query, { limit, context });
  const elsewhere = engine.search(query, { limit, context: other });
  const strong = elsewhere.filter((h) => h.strong);
  const direct = (hits: SearchHit[]) => hits.filter((h) => h.direct).length;
  const words = analyzeQuery(query);
  const identifiers = other === "api" && words.length > 0 && words.every((w) => w.code);
  const otherIsBetter =
    strong.length > 0 &&
    current.length > 0 &&
    (strong[0].score > current[0].score ||
      (strong[0].score === current[0].score && direct(strong) > direct(current)) ||
      (identifiers && direct(current) === 0));
  const own = otherIsBetter
    ? Math.min(current.length, Math.max(OWN_CONTEXT_SLOTS, direct(current)))
    : Math.min(current.length, limit - Math.min(strong.length, OTHER_CONTEXT_SLOTS));
  // The other context's weaker hits only where the reader's context has nothing more to show.
  const fill = own === current.length ? elsewhere.filter((h) => !h.strong) : [];
  const groups: SuggestionGroup[] = [
    { context, label: labelOf(context), hits: current.slice(0, own) },
    { context: other, label: labelOf(other), hits: [...strong, ...fill].slice(0, limit - own) },
  ];
  return groups.filter((g) => g.hits.length > 0);
}

/** The suggestions in the order the dropdown lists them (the relevance set scores this order). */
export function suggestionsShown(groups: readonly SuggestionGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.hits);
}
