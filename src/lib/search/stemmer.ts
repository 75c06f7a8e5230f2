/**
 * A small English stemmer for search: the index and the query both go through it, so the forms of
 * one word meet (migrate, migrating, migrated, migration → `migrat`; refund, refunds, refunded →
 * `refund`; notify, notified, notification → `notific`). It is deliberately lighter than Porter's:
 * it folds inflections (-s, -es, -ies, -ed, -ied, -ing, -ly) and the verb/noun pairs the docs use
 * (-ate/-ation, -ify/-ification, -icate/-ication; not -sion: division stays near its typos), and leaves other endings alone, so "order",
 * "payment" and "pay" stay three words. Only all-letter tokens of 4 or more letters are stemmed:
 * codes, headers and ids stay exact. The result is a fixed point: stemming it again changes nothing.
 */

const LETTERS = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
/** A doubled final consonant that an -ed or -ing doubled (mapped → map), not -ll, -ss, -zz. */
const DOUBLED = /([b-df-hj-km-np-rtv-xz])\1$/;
/**
 * Endings a stem cannot keep, as they would come off again: a lone -s (a plural) or -ed. A word
 * without -ed or -ing that ends so gets its -e back: released → release, preceded → precede.
 */
const NEEDS_E = /(?:[^sui]s|ed)$/;
/** A three-letter stem is a consonant, a vowel, a consonant (`cod` of coded; not `emb` of embed). */
const SHORT_STEM = /^[^aeiouy][aeiouy][^aeiouy]$/;
/** The shortest stem an ending is taken from: `used` stays, `coded` → `cod`. */
const MIN_STEM = 3;

/** `word` without `suffix`, when what remains is a stem worth keeping (3+ letters with a vowel). */
function strip(word: string, suffix: string, min = MIN_STEM): string | null {
  if (!word.endsWith(suffix)) return null;
  const rest = word.slice(0, -suffix.length);
  if (rest.length === MIN_STEM && min === MIN_STEM && !SHORT_STEM.test(rest)) return null;
  return rest.length >= min && VOWEL.test(rest) ? rest : null;
}

/** Folds -s, -es, -ies, -ied, -ed, -ing and -ly. */
function inflection(word: string): string {
  let w = word;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ied") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("eed")) return w;
  const base = strip(w, "ing") ?? strip(w, "ed");
  if (base !== null) {
    if (DOUBLED.test(base)) return base.slice(0, -1);
    return NEEDS_E.test(base) ? `${base}e` : base;
  }
  return strip(w, "ly", 5) ?? w;
}

/** Folds the derivations: -ion after t, -icat(e) and -ify to -ic, a final silent -e. */
function derivation(word: string): string {
  let w = word;
  // A silent -e goes (create → creat, as in created), but not where the stem would end in a lone
  // -s or -ed (response, precede), which would come off the next time.
  if (w.endsWith("e") && !/(?:[es]e|ede)$/.test(w) && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith("tion")) w = strip(w, "ion", 4) ?? w;
  if (w.endsWith("icat")) w = strip(w, "at") ?? w;
  else if (w.endsWith("ify")) w = `${w.slice(0, -1)}ic`;
  return w;
}

/** The stem of a normalised (lower-case) token; tokens other than 4+ plain letters unchanged. */
export function stem(token: string): string {
  if (token.length < 4 || !LETTERS.test(token)) return token;
  const w = derivation(inflection(token));
  return w.length < MIN_STEM ? token : w;
}

/**
 * Endings the stemmer takes off, as written: what may follow a stem in a word being typed
 * (`migrati` is on its way to `migration`, stem `migrat`) or in a misspelt word (`notifcation`).
 */
export const WORD_ENDINGS: readonly string[] = [
  "s",
  "es",
  "e",
  "ed",
  "ing",
  "ings",
  "ly",
  "y",
  "ies",
  "ied",
  "ion",
  "ions",
  "ate",
  "ated",
  "ates",
  "ating",
  "ation",
  "ations",
  "ication",
  "ications",
];

/** The stems a word may stand for without its ending: `notifcation` → `notifc`, `notifcat`. */
export function withoutEndings(word: string): string[] {
  const found = new Set<string>();
  for (const ending of WORD_ENDINGS) {
    const rest = word.endsWith(ending) ? word.slice(0, -ending.length) : "";
    if (rest.length >= MIN_STEM + 1) found.add(rest);
  }
  found.delete(word);
  return [...found];
}

/** Whether `tail` begins one of the endings: `migrat` + `io` may become `migration`. */
export function beginsEnding(tail: string): boolean {
  return tail.length > 0 && WORD_ENDINGS.some((e) => e.startsWith(tail));
}
