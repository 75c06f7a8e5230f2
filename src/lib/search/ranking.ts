/**
 * The order of hits. Each query word scores where and how it matched (engine.ts
 * MATCH_SCORES: the heading or page title, a section of a matching page, the text; as typed, by
 * its parts, as a prefix, a synonym or a corrected typo); a section's score is the sum over the
 * words. Hits of equal score are ordered by the keys below.
 */
export interface RankKey {
  score: number;
  /**
   * 1 when every query word is code-like and this hit is in the API reference: on equal score an
   * identifier's reference page comes before guides that mention it (`2005400` → the operation
   * whose response codes list it, not a guide's example).
   */
  reference: 0 | 1;
  /**
   * Tie-break by kind of hit: 2 the top of a page whose title matched (the page itself), 1 a
   * section, 0 the top of a page matched only in its text (a section says more: a field name
   * is defined in "Request body", merely mentioned in the page's rules).
   */
  kind: 0 | 1 | 2;
  /**
   * How much the query's synonyms also match where the words themselves did: of two sections that
   * say "Too Many Requests", the one that also says "429" or "rate limit" is more about it.
   */
  support: number;
  /** Position in the index (context order, then page order, then section order). */
  order: number;
}

/**
 * Higher score first; on a tie the API reference for identifiers, then the page itself, then
 * sections, then the hit its synonyms support most, then the order of the docs.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  return (
    b.score - a.score || b.reference - a.reference || b.kind - a.kind || b.support - a.support || a.order - b.order
  );
}

/**
 * Among hits of equal score, alternates between pages (first appearance order) so one page's
 * sections do not fill every suggestion: "Refund Order" of two products take turns. Returns the
 * first `limit` hits of that order (the rest is never looked at).
 */
export function interleavePages<T extends { score: number; page: string }>(
  sorted: readonly T[],
  limit = sorted.length,
): T[] {
  const result: T[] = [];
  let start = 0;
  while (start < sorted.length && result.length < limit) {
    let end = start;
    while (end < sorted.length && sorted[end].score === sorted[start].score) end++;
    const byPage = new Map<string, T[]>();
    for (let i = start; i < end; i++) {
      const hit = sorted[i];
      const list = byPage.get(hit.page);
      if (list) list.push(hit);
      else byPage.set(hit.page, [hit]);
    }
    const queues = [...byPage.values()];
    const groupEnd = result.length + (end - start);
    for (let round = 0; result.length < groupEnd && result.length < limit; round++) {
      for (const q of queues) if (q[round] && result.length < limit) result.push(q[round]);
    }
    start = end;
  }
  return result;
}
