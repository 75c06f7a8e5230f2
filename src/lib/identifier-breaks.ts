/** Digit runs longer than this (ids, references) may wrap after every `digitGroup` digits. */
const longNumber = 12;
const digitGroup = 8;

/**
 * Where a long identifier, path or code value may wrap: after `.`, `-`, `_`, `/`, `:`, `=`, `&`,
 * `?` or `,`, before a capital that follows a lower-case letter or digit (camelCase), and every 8
 * digits of a number longer than 12 digits, so `X-PARTNER-ID` wraps as `X-` / `PARTNER-`,
 * `additionalInfo.deviceId` as `additional` / `Info.` / `device` / `Id`, a 32-digit reference in
 * four groups, never inside a word or a short number ("Authorizati" / "on"). The pieces join
 * back to `text`.
 */
export function identifierPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let digitsFrom = 0; // where the current run of digits began
  for (let i = 1; i < text.length; i++) {
    const prev = text[i - 1];
    const here = text[i];
    if (!/[0-9]/.test(prev)) digitsFrom = i;
    // Not before a digit ("v1.0", "10.00" stay whole) and never leaving a lone leading "/".
    const afterSeparator = /[.\-_/:=&?,]/.test(prev) && /[A-Za-z]/.test(here);
    const camelHump = /[a-z0-9]/.test(prev) && /[A-Z]/.test(here);
    let digitGroupEnd = false;
    if (/[0-9]/.test(here) && i > digitsFrom && (i - digitsFrom) % digitGroup === 0) {
      let end = i;
      while (end < text.length && /[0-9]/.test(text[end])) end++;
      digitGroupEnd = end - digitsFrom > longNumber;
    }
    if ((afterSeparator || camelHump || digitGroupEnd) && i - start >= 2) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** A word of prose that names a field or a path (`partnerReferenceNo`, `additionalInfo.deviceId`), not a brand (`JavaScript`). */
const identifierLike = /^[a-z][a-z0-9]*[A-Z]|[A-Za-z0-9]{2}[._/][A-Za-z]{2}/;

/**
 * Prose in pieces: only its identifier-like words break (as `identifierPieces` breaks them), so a
 * field named without backticks wraps like one in code, and ordinary words stay whole. The pieces
 * join back to `text`.
 */
export function prosePieces(text: string): string[] {
  const pieces = [""];
  for (const part of text.split(/(\s+)/)) {
    const split = !/\s/.test(part) && identifierLike.test(part) ? identifierPieces(part) : [part];
    pieces[pieces.length - 1] += split[0];
    pieces.push(...split.slice(1));
  }
  return pieces;
}
