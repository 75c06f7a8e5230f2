/**
 * Where a long identifier, path or code value may wrap: after `.`, `-`, `_`, `/`, `:`, `=`, `&`,
 * `?` or `,`, and before a capital that follows a lower-case letter or digit (camelCase), so
 * `X-PARTNER-ID` wraps as `X-` / `PARTNER-`, `additionalInfo.deviceId` as `additional` / `Info.` /
 * `device` / `Id`, never inside a word or a number ("Authorizati" / "on"). The pieces join back to `text`.
 */
export function identifierPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const prev = text[i - 1];
    const here = text[i];
    // Not before a digit ("v1.0", "10.00" stay whole) and never leaving a lone leading "/".
    const afterSeparator = /[.\-_/:=&?,]/.test(prev) && /[A-Za-z]/.test(here);
    const camelHump = /[a-z0-9]/.test(prev) && /[A-Z]/.test(here);
    if ((afterSeparator || camelHump) && i - start >= 2) {
      pieces.push(text.slice(start, i));
      start = i;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
