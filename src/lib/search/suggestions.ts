import type { SearchEngine, SearchHit } from "./engine";
import { contextOutside, SUGGESTION_LIMIT } from "./links";
import type { SearchContext } from "./types";

/** A labelled group of the dropdown: the reader's context, then strong matches elsewhere. */
export interface SuggestionGroup {
  context: SearchContext | null;
  /** Sidebar label of the group's context; "" for the one group of a page outside both. */
  label: string;
  hits: SearchHit[];
}

/** Most suggestions the other context may take while the reader's context has more to show. */
export const OTHER_CONTEXT_SLOTS = 3;

/**
 * The dropdown's suggestions (issue 16, SPEC §8/§9): the reader's context first; then, when the
 * other context has strong matches (title or operation, response code, field name), up to three
 * of them as a labelled group, all within the 8 suggestions. When the reader's context has fewer
 * than 5 hits, the other context's strong matches fill the rest.
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
  const strong = engine.search(query, { limit, context: other }).filter((h) => h.strong);
  const otherSlots = Math.min(strong.length, Math.max(OTHER_CONTEXT_SLOTS, limit - current.length));
  const groups: SuggestionGroup[] = [
    { context, label: labelOf(context), hits: current.slice(0, limit - otherSlots) },
    { context: other, label: labelOf(other), hits: strong.slice(0, otherSlots) },
  ];
  return groups.filter((g) => g.hits.length > 0);
}
