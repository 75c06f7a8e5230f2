import React from "react";
import { identifierPieces, prosePieces } from "../../lib/identifier-breaks";

export interface BreakableProps {
  /** An identifier, path or code value (a field name, an endpoint path, an example), or prose with `prose`. */
  text: string;
  /** Prose: only its identifier-like words get break points (`prosePieces`). */
  prose?: boolean;
}

/**
 * `text` with `<wbr>` at the points where an identifier may wrap (src/lib/identifier-breaks.ts),
 * so narrow screens wrap `partnerReferenceNo` as `partner` / `Reference` / `No`, not mid-word.
 * The text, its copy and its accessible name are unchanged.
 */
export function Breakable({ text, prose = false }: BreakableProps) {
  const pieces = prose ? prosePieces(text) : identifierPieces(text);
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
