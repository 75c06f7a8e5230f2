import { contextOutside, SUGGESTION_LIMIT } from "./links";
import { analyzeQuery } from "./query";
import type { SearchContext, SearchEngine, SearchHit, SuggestionGroup } from "./types";

export type { SuggestionGroup } from "./types";

/** Suggestions the other context's strong matches get at least, when it has them. */
export const OTHER_CONTEXT_SLOTS = 3;
/** Suggestions the reader's context keeps at least after a better other context's group. */
export const OWN_CONTEXT_SLOTS = 3;

/**
 * The dropdown's suggestions, in the order the reader sees them: two labelled groups, the context
 * of the best hit first. The reader's context only breaks ties.
 *
 * - The other context leads when its best hit outscores the reader's (an operation's name typed on
 *   a guide page: "create order" → Create Order), or, for identifiers (codes, fields, headers,
 *   paths), scores the same and is the API reference, where identifiers are defined. It shows the
 *   hits that rank above the reader's best, then the reader's context has the rest, at least three
 *   when it has them.
 * - Otherwise the reader's context leads, and the other context shows its strong matches (title or
 *   operation, response code, field name) after it: at least three when it has them. When the
 *   reader's context runs out, the other context's other hits fill the 8.
 * - When the reader's context has no hit at all, the dropdown shows the other context's, never
 *   "No results" while there are some.
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
  const words = analyzeQuery(query);
  const identifiers = other === "api" && words.length > 0 && words.every((w) => w.code);
  const best = current[0]?.score ?? -Infinity;
  const beats = (h: SearchHit) => h.score > best || (identifiers && h.score === best);
  const group = (c: SearchContext, hits: SearchHit[]): SuggestionGroup => ({ context: c, label: labelOf(c), hits });
  let groups: SuggestionGroup[];
  if (elsewhere.length > 0 && beats(elsewhere[0])) {
    const ahead = elsewhere.filter(beats).length;
    const lead = Math.max(1, Math.min(ahead, limit - Math.min(current.length, OWN_CONTEXT_SLOTS)));
    groups = [group(other, elsewhere.slice(0, lead)), group(context, current.slice(0, limit - lead))];
  } else {
    const strong = elsewhere.filter((h) => h.strong);
    const own = Math.min(current.length, limit - Math.min(strong.length, OTHER_CONTEXT_SLOTS));
    // The other context's weaker hits only where the reader's context has nothing more to show.
    const fill = own === current.length ? elsewhere.filter((h) => !h.strong) : [];
    groups = [group(context, current.slice(0, own)), group(other, [...strong, ...fill].slice(0, limit - own))];
  }
  return groups.filter((g) => g.hits.length > 0);
}

/** The suggestions in the order the dropdown lists them (the relevance set scores this order). */
export function suggestionsShown(groups: readonly SuggestionGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.hits);
}
