/**
 * Where code may wrap: after `.`, `_`, `/` or `-` before a letter (after `_` or `-` before a digit too), so `X-PARTNER-ID` wraps as
 * `X-` / `PARTNER-` / `ID` and `additionalInfo.payOptionDetails` as `additionalInfo.` /
 * `payOptionDetails`; and after `,`, `:`, `=`, `&`, `?` or `|` before anything but a digit, a space
 * or `/`, characters no field, header or path name has, so JSON and templates such as
 * `<METHOD>:<path>` wrap between their parts. Never inside a word: not at camelCase humps
 * ("partner" / "ReferenceNo"), not inside a number ("v1.0", "10:00" stay whole), never leaving a
 * lone leading "/". The pieces join back to `text`.
 */
export function identifierPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const prev = text[i - 1];
    const here = text[i];
    const inName = (/[.\-_/]/.test(prev) && /[A-Za-z]/.test(here)) || (/[-_]/.test(prev) && /\d/.test(here));
    const betweenParts = /[,:=&?|]/.test(prev) && /[^\d\s/]/.test(here);
    if ((inName || betweenParts) && i - start >= 2) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * Inline code that names something (a field, header or path: `partnerReferenceNo`, `X-EXTERNAL-ID`,
 * `/v1.0/debit/notify`) of up to this many characters stays on one line on wide screens (global.css);
 * only narrow text columns wrap it, at its break points.
 */
export const nowrapMaxChars = 40;

/** A name: letters, digits and `.`, `_`, `-`, `/` only, a letter among them (not a number, JSON or a phrase). */
const nameLike = /^(?=.*[A-Za-z])[\w./-]+$/;

/**
 * Whether inline code of `text` may wrap on wide screens too (marked `data-long`, global.css): a
 * long name (a URL) or code that is no name (JSON, a header with its value, a message), which
 * wraps at its spaces and break points as prose does.
 */
export function isLongCode(text: string): boolean {
  return text.length > nowrapMaxChars || !nameLike.test(text);
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
