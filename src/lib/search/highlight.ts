import { CAMEL, WORD, normalizeToken } from "./tokenizer";
import { HIGHLIGHT_PARAM } from "./params";
import type { TextSegment } from "./types";

export type { TextSegment } from "./types";

const PIECE = /[\p{L}\p{N}]+/gu;

/** Spans of the pieces of a word: segments between joiners, then their camelCase pieces. */
function pieces(word: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const segment of word.matchAll(PIECE)) {
    const start = segment.index ?? 0;
    spans.push([start, start + segment[0].length]);
    let offset = start;
    const camel = segment[0].split(CAMEL);
    if (camel.length > 1) {
      for (const piece of camel) {
        spans.push([offset, offset + piece.length]);
        offset += piece.length;
      }
    }
  }
  return spans;
}

/**
 * Where `terms` (tokens as the index has them) occur in `text`: a whole word whose token is a
 * term, else the pieces of a code-like word that are (`partner` in `partnerReferenceNo`). The
 * same tokenizer rules as the index, so what matched is what is marked.
 */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const wanted = new Set(terms.map(normalizeToken).filter(Boolean));
  if (wanted.size === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    const word = match[0];
    if (wanted.has(normalizeToken(word))) {
      ranges.push([start, start + word.length]);
      continue;
    }
    let last = -1;
    for (const [from, to] of pieces(word)) {
      if (from < last) continue;
      if (wanted.has(normalizeToken(word.slice(from, to)))) {
        ranges.push([start + from, start + to]);
        last = to;
      }
    }
  }
  return ranges;
}

/** Splits text into plain and matching segments, for rendering `<mark>`s. */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [from, to] of matchRanges(text, terms)) {
    if (from > at) segments.push({ text: text.slice(at, from), match: false });
    segments.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** The terms a page was opened with (`?_highlight=refund&_highlight=x-partner-id`). */
export function highlightTermsFrom(search: string): string[] {
  const params = new URLSearchParams(search);
  return [
    ...new Set(
      params
        .getAll(HIGHLIGHT_PARAM)
        .flatMap((t) => t.split(/\s+/))
        .filter(Boolean),
    ),
  ];
}
