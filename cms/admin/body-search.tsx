import React, { useEffect, useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { loadPages, refreshPages, type PageText } from "./pages";
import { addEditorStyles } from "./editor/styles";

/**
 * Search across page bodies. Decap's search matches titles only; on its search page
 * (`#/search/<term>`) this panel lists the pages whose text contains the term, with each
 * matching line, and each result opens the page's editor with the match selected
 * (`…/entries/<slug>?find=<term>`, read by the body editor).
 */

export interface BodyMatch {
  page: PageText;
  lines: { line: number; text: string }[];
}

/** The pages whose body contains `term` (any case), with their matching body lines (at most `max` each). */
export function bodyMatches(pages: readonly PageText[], term: string, max = 3): BodyMatch[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return pages.flatMap((page) => {
    const lines = page.body
      .split("\n")
      .map((text, i) => ({ line: i + 1, text: text.trim() }))
      .filter((l) => l.text.toLowerCase().includes(needle));
    return lines.length ? [{ page, lines: lines.slice(0, max) }] : [];
  });
}

/** The term of Decap's search page in `hash`, or null elsewhere. */
export function searchTerm(hash: string): string | null {
  const match = /^#\/(?:collections\/[^/]+\/)?search\/([^?]+)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : null;
}

const subscribe = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

/** The result's editor address: the page's, with the term to select. */
export const matchHref = (match: BodyMatch, term: string) =>
  `#/collections/${match.page.collection}/entries/${match.page.slug}?find=${encodeURIComponent(term)}`;

function Panel() {
  const term = useSyncExternalStore(subscribe, () => searchTerm(window.location.hash));
  const [result, setResult] = useState<{ term: string; matches: BodyMatch[] | null; error?: string } | null>(null);
  useEffect(() => {
    if (!term) return undefined;
    let current = true;
    refreshPages(); // a search reads the pages as they are now, saves included
    loadPages()
      .then((pages) => current && setResult({ term, matches: bodyMatches(pages, term) }))
      .catch((error: unknown) => current && setResult({ term, matches: null, error: String(error) }));
    return () => {
      current = false;
    };
  }, [term]);
  if (!term) return null;
  const shown = result?.term === term ? result : null;
  return (
    <section className="saku-search" aria-label="Pages whose text contains the term">
      <h2>Page text containing “{term}”</h2>
      {!shown ? <p>Searching the pages…</p> : null}
      {shown?.error ? <p>The pages could not be read ({shown.error}).</p> : null}
      {shown?.matches?.length === 0 ? <p>No page's text contains it.</p> : null}
      {shown?.matches?.length ? (
        <ul>
          {shown.matches.map((match) => (
            <li key={`${match.page.collection}/${match.page.slug}`}>
              <a href={matchHref(match, term)}>{match.page.title || match.page.slug}</a>{" "}
              <small>
                {match.page.collection}/{match.page.slug}
              </small>
              {match.lines.map((l) => (
                <code key={l.line}>
                  {l.line} | {l.text}
                </code>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function mountBodySearch(): void {
  addEditorStyles();
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Panel />);
}
