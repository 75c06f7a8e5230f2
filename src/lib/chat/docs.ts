import type { SearchHit } from "../search/types";
import { resultHref, searchPageRoute } from "../search";

/**
 * Ask AI's answer from the docs themselves (no backend): a typed question becomes keyword
 * queries to the local search engine, and the best sections come back with excerpts and links.
 * Full-text search matches every word of a query, so a whole sentence ("how do I verify the
 * notification signature?") would rarely match; the question is reduced to its keywords, and
 * when they do not all occur together, the sections matching most of them rank first.
 */

export type DocsHit = SearchHit;

/** The part of the search engine this needs (src/lib/search/lazy.ts). */
export interface DocsSearchEngine {
  search(query: string, options?: { limit?: number }): DocsHit[];
}

const stopWords = new Set(
  (
    "a about after all also am an and any are as at be been before being but by can could did do does doing done for from get gets getting " +
    "give had has have having he her here him his how i if in into is it its just let me might mine more most must my need needs no not of " +
    "on once only or other our out over please shall she should show so some such tell than that the their them then there these they this " +
    "those through to too under until up us use used using very was we were what when where which while who whom why will with would you your"
  ).split(" "),
);

const maxKeywords = 8;

/** The question's keywords: lower case, no stop words, no duplicates, identifiers kept whole. */
export function questionKeywords(question: string): string[] {
  const words =
    question
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}])?/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (stopWords.has(word) || out.includes(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(word);
    if (out.length === maxKeywords) break;
  }
  return out;
}

/** The search queries to run, best first: all keywords together, then each on its own. */
export function docsQueries(question: string): string[] {
  const keywords = questionKeywords(question);
  if (!keywords.length) return question.trim() ? [question.trim()] : [];
  return keywords.length === 1 ? keywords : [keywords.join(" "), ...keywords];
}

const key = (hit: DocsHit) => `${hit.url}#${hit.hash}`;

/**
 * Runs the queries and merges their hits by reciprocal rank: a section that matches all the
 * keywords together outranks one that matches many of them apart, which outranks one that
 * matches one. Engine scores differ between queries, so only ranks are compared.
 */
export function answerFromDocs(engine: DocsSearchEngine, question: string, limit: number): DocsHit[] {
  const [combined, ...single] = docsQueries(question);
  if (combined === undefined) return [];
  const scores = new Map<string, { hit: DocsHit; score: number }>();
  const add = (hits: DocsHit[], weight: number) =>
    hits.forEach((hit, rank) => {
      const entry = scores.get(key(hit)) ?? { hit, score: 0 };
      entry.score += weight / (10 + rank);
      scores.set(key(hit), entry);
    });
  const together = engine.search(combined, { limit });
  add(together, 4);
  if (together.length < limit) for (const query of single) add(engine.search(query, { limit }), 1);
  return [...scores.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.hit);
}

/**
 * Loads the search client on first use (never on first page load) and answers from the docs. The
 * index is sharded: only the shards and documents the question's queries need are fetched.
 */
export async function searchDocs(question: string, limit: number): Promise<DocsHit[]> {
  // A plain import(): the chat panel's own "Looking for an answer…" line is the placeholder here.
  const { loadSearch } = await import("../search/lazy");
  const engine = await loadSearch({ excerpts: true, lazy: true });
  await Promise.all(docsQueries(question).map((query) => engine.prepare(query, { limit })));
  return answerFromDocs(engine, question, limit);
}

/**
 * Where an answer's link goes, as a route for Gatsby's Link: the section, with its matched terms
 * highlighted there (`?_highlight=`), like a search result.
 */
export function docsHitRoute(hit: DocsHit): string {
  return resultHref(hit.url, hit.hash, hit.terms);
}

/** The link text: the page, and the section when the hit is one further down. */
export function docsHitLabel(hit: DocsHit): string {
  return hit.top || !hit.section || hit.section === hit.title ? hit.title : `${hit.title}: ${hit.section}`;
}

/** The search page for the whole question (a route). */
export function docsSearchRoute(question: string): string {
  return searchPageRoute(question);
}
