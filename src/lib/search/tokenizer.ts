/**
 * The one tokenizer of search: FlexSearch calls it at build time on every search document and in
 * the browser on every query, so both sides always agree. It is code-aware: a word such
 * as `X-PARTNER-ID`, `partnerReferenceNo`, `/v1.0/debit/status` or `apply-token` is indexed whole
 * (lower-cased, without leading or trailing punctuation) and by its parts (the segments between
 * `-`, `/`, `.` and `_`, and their camelCase pieces), so it is found by the exact token and by any
 * of its pieces.
 */

/** A word: letters and digits, joined by `-`, `.`, `/` or `_` (never ending in one). */
export const WORD = /[\p{L}\p{N}]+(?:[-./_]+[\p{L}\p{N}]+)*/gu;
import { stem } from "./stemmer";

const JOINERS = /[-./_]+/;
/** lower→Upper (`partnerReference`) and ACRONYMWord (`XMLHttp`) boundaries. */
export const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const DIACRITICS = /[\u0300-\u036f]/g;
const ASCII = /^[\x00-\x7f]*$/;
const DIGITS = /^\p{N}+$/u;

/** Longest token kept: longer ones are signatures, keys and ids from examples, never searched. */
export const MAX_TOKEN_LENGTH = 48;

/**
 * English words too common to tell sections apart. Removing them keeps the index small (they
 * are about a tenth of all postings); a query made only of them has no tokens and finds nothing.
 * "too" and "many" are not among them: they tell the error message "Too Many Requests" apart
 * from every other request (a synonym phrase must keep all its words, src/node/search/synonyms.ts).
 */
export const STOP_WORDS: ReadonlySet<string> = /*#__PURE__*/ stopWords();

// Made by a call marked pure: an importer of the search front door that does not use it does not
// carry it.
function stopWords(): ReadonlySet<string> {
  return new Set(
    `a about above after again against all also although always among an and another any anything are
    around as at be because been before being below between both but by can cannot could did do does
    doing done down during each either else enough even ever every few for from further had has have
    having here how however if in into is it its itself just least less like may might more most
    much must nor now of often on once only or other otherwise our over own per same several should
    since so some still such than that the their them then there these they this those through thus
    to under unless until up upon very via was we were what when where whether which while who
    why will with within without would yet you your`.split(/\s+/),
  );
}

/** Lower case without diacritics. */
export function normalizeWord(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : text.normalize("NFKD").replace(DIACRITICS, "").toLowerCase();
}

/** The comparison form of a token: normalised and stemmed (stemmer.ts). */
export function normalizeToken(text: string): string {
  return stem(normalizeWord(text));
}

/** The token of a word, or null for a stop word or a word too short or too long to index. */
function tokenOf(raw: string): string | null {
  const word = normalizeWord(raw);
  if (STOP_WORDS.has(word)) return null;
  const token = stem(word);
  return keep(token) ? token : null;
}

function keep(token: string): boolean {
  if (token.length < 2 || token.length > MAX_TOKEN_LENGTH) return false;
  return !STOP_WORDS.has(token);
}

/** One word of a text: its whole (normalised) form and its parts, each already filtered. */
export interface WordTokens {
  /** The word as written, e.g. `partnerReferenceNo`. */
  raw: string;
  /** The normalised whole word, e.g. `partnerreferenceno`; null when it is filtered out. */
  whole: string | null;
  /** Its parts (`partner`, `reference`, `no`), without the whole; empty for a simple word. */
  parts: string[];
}

/**
 * The parts of a code-like word, normalised and filtered: each segment between joiners, then the
 * camelCase pieces of each segment (`additionalInfo.payMethod` → `additionalinfo`, `additional`,
 * `info`, `paymethod`, `pay`, `method`).
 */
export function wordParts(raw: string): string[] {
  const parts = new Set<string | null>();
  const segments = raw.split(JOINERS);
  for (const segment of segments) {
    const pieces = segment.split(CAMEL);
    if (segments.length > 1) parts.add(tokenOf(segment));
    if (pieces.length > 1) pieces.forEach((p) => parts.add(tokenOf(p)));
  }
  parts.delete(null);
  return [...parts] as string[];
}

/** Splits text into words, each with its whole and part tokens. */
export function splitWords(text: string): WordTokens[] {
  const words: WordTokens[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const whole = tokenOf(raw);
    words.push({ raw, whole, parts: wordParts(raw).filter((p) => p !== whole) });
  }
  return words;
}

/** True for a token that is only digits (a response code, a status, an amount). */
export function isNumeric(token: string): boolean {
  return DIGITS.test(token);
}

/**
 * The tokens of a text, in order of first appearance, without duplicates: each word's whole form
 * followed by its parts. This is FlexSearch's `tokenize` function.
 */
export function tokenize(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of splitWords(text)) {
    if (word.whole) tokens.add(word.whole);
    word.parts.forEach((p) => tokens.add(p));
  }
  return [...tokens];
}
