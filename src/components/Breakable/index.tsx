import React from "react";
import { identifierPieces } from "../../lib/identifier-breaks";

export interface BreakableProps {
  /** An identifier, path or code value (a field name, an endpoint path, an example). */
  text: string;
}

/**
 * `text` with `<wbr>` at the points where an identifier may wrap (src/lib/identifier-breaks.ts),
 * so narrow screens wrap `partnerReferenceNo` as `partner` / `Reference` / `No`, not mid-word.
 * The text, its copy and its accessible name are unchanged.
 */
export function Breakable({ text }: BreakableProps) {
  const pieces = identifierPieces(text);
  if (pieces.length === 1) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </React.Fragment>
      ))}
    </>
  );
}
