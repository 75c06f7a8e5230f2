/**
 * Typo tolerance: a query word of 4+ letters may match an indexed word within edit
 * distance 1, or 2 from 8 letters; never a code token (headers, codes, ids stay exact).
 */

/** Shortest word that gets typo tolerance. */
export const MIN_TYPO_LENGTH = 4;
/** Length from which two edits are allowed. */
export const TWO_TYPOS_LENGTH = 8;
/** Most corrections tried per word (the closest, then the shortest). */
export const MAX_CORRECTIONS = 6;

const LETTERS = /^\p{L}+$/u;

export function allowedTypos(word: string): number {
  if (word.length < MIN_TYPO_LENGTH || !LETTERS.test(word)) return 0;
  return word.length >= TWO_TYPOS_LENGTH ? 2 : 1;
}

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Vocabulary words within the allowed distance of `word`, closest first (none when it allows none). */
export function corrections(word: string, vocabulary: readonly string[]): string[] {
  const max = allowedTypos(word);
  if (max === 0) return [];
  const found: { token: string; d: number }[] = [];
  for (const token of vocabulary) {
    if (token === word || !LETTERS.test(token)) continue;
    const d = editDistance(word, token, max);
    if (d <= max) found.push({ token, d });
  }
  return found
    .sort((a, b) => a.d - b.d || a.token.length - b.token.length || (a.token < b.token ? -1 : 1))
    .slice(0, MAX_CORRECTIONS)
    .map((f) => f.token);
}
