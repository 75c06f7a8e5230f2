import { splitWords } from "./tokenizer";

export interface QueryWord {
  raw: string;
  /** Normalised whole word; null when it is a stop word or too short. */
  whole: string | null;
  parts: string[];
  /** The last word while the reader is still typing it: it also matches longer words. */
  prefix: boolean;
  /**
   * A code-like word: it has digits or parts (`2005400`, `X-PARTNER-ID`, `partnerReferenceNo`,
   * `/v1.0/debit/status`). Identifiers are defined in the API reference and only mentioned in guides.
   */
  code: boolean;
}

/** Fewest characters a word needs before it matches longer words (a single letter matches all). */
export const MIN_PREFIX_LENGTH = 2;

/**
 * Words that only make a question of the one before them ("how long", "how many"): the question
 * word itself is a stop word, and these say nothing of what is asked about.
 */
const QUESTION_FOLLOWERS: ReadonlyMap<string, ReadonlySet<string>> = /*#__PURE__*/ questionFollowers();

function questionFollowers(): Map<string, ReadonlySet<string>> {
  return new Map([["how", new Set(["long", "many", "much", "often", "soon"])]]);
}

/** Verbs of a request that are not what it is about ("which fields does create order need"). */
const QUERY_FILLERS: ReadonlySet<string> = /*#__PURE__*/ queryFillers();

function queryFillers(): ReadonlySet<string> {
  return new Set(["need", "needs", "want", "please"]);
}

/**
 * Splits a query into words with the tokenizer of the index. The last word is a prefix unless the
 * query ends with a space (the reader finished it); words that leave no token are dropped, and so
 * are the words of a question form ("how long is the access token valid" asks about "access
 * token valid").
 */
export function analyzeQuery(query: string): QueryWord[] {
  const all = splitWords(query);
  const words = all.filter((w, i) => {
    const raw = w.raw.toLowerCase();
    if (QUERY_FILLERS.has(raw) && all.length > 1) return false;
    return i === 0 || !QUESTION_FOLLOWERS.get(all[i - 1].raw.toLowerCase())?.has(raw);
  });
  const typingLast = !/\s$/.test(query);
  return words
    .map((w, i) => ({
      raw: w.raw,
      whole: w.whole,
      parts: w.parts,
      prefix: typingLast && i === words.length - 1 && (w.whole ?? "").length >= MIN_PREFIX_LENGTH,
      code: w.parts.length > 0 || /\d/.test(w.raw),
    }))
    .filter((w) => w.whole !== null || w.parts.length > 0);
}
