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
 * Splits a query into words with the tokenizer of the index. The last word is a prefix unless the
 * query ends with a space (the reader finished it); words that leave no token are dropped.
 */
export function analyzeQuery(query: string): QueryWord[] {
  const words = splitWords(query);
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
