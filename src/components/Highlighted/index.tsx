import React from "react";
import type { TextSegment } from "../../lib/search/types";

export interface HighlightedProps {
  /** From `highlightSegments(text, hit.terms)` (the search client, src/lib/search/lazy.ts). */
  segments: TextSegment[];
}

/** Text with the matched search terms in `<mark class="search-highlight">`. */
export function Highlighted({ segments }: HighlightedProps) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <mark key={i} className="search-highlight">
            {s.text}
          </mark>
        ) : (
          <React.Fragment key={i}>{s.text}</React.Fragment>
        ),
      )}
    </>
  );
}
