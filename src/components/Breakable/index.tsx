import React from "react";
import { identifierPieces, isLongCode, prosePieces } from "../../lib/identifier-breaks";

export interface BreakableProps {
  /** An identifier, path or code value (a field name, an endpoint path, an example), or prose with `prose`. */
  text: string;
  /** Prose: only its identifier-like words get break points (`prosePieces`). */
  prose?: boolean;
}

/**
 * `text` with `<wbr>` at the points where an identifier may wrap (src/lib/identifier-breaks.ts),
 * so narrow screens wrap `additionalInfo.payOptionDetails` after the dot, never mid-word.
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

/** The attributes of inline code of `text`: long code is marked to wrap on wide screens too. */
export function inlineCodeProps(text: string): Record<string, string> {
  return isLongCode(text) ? { "data-long": "" } : {};
}

/** Inline code of one identifier, path or value: break points as `Breakable`, on one line on wide screens unless long. */
export function BreakableCode({ text, className }: { text: string; className?: string }) {
  return (
    <code className={className} {...inlineCodeProps(text)}>
      <Breakable text={text} />
    </code>
  );
}
