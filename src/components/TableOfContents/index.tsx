// First, as before its code became a chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "./styles.module.css";
import React, { useEffect } from "react";
import type { TocHeading } from "../../lib/page-context";
import { DeferredPart, partCode } from "../DeferredPart";
import { loadWithEveryPage } from "../../lib/navigation";
import { loadOnceWhenIdle } from "../../lib/deferred-load";
import { serverRender } from "./server-render";

/**
 * The table of contents' code (lazy.tsx): the `toc` chunk. A first visit keeps the server's lists
 * (their links work) and loads it once the page is idle; the lists hydrate at the reader's first
 * scroll, or when the reader reaches for them, and then highlight the current section. A page
 * opened in the app renders them at once: the navigation waits for the code.
 */
const code = partCode(() => import(/* webpackChunkName: "toc" */ "./lazy"), serverRender);
loadWithEveryPage(code.load);
const loadWhenIdle = loadOnceWhenIdle("toc", code.load);

export interface DeferredContentsProps {
  /** The part's name, unique on the page. */
  name: string;
  headings: TocHeading[];
  /** The `<details>` above the article (narrow screens), not the column beside it. */
  collapsible?: boolean;
  /** Loads and renders at once: the headings change with the page's state (the changelog's filter). */
  eager?: boolean;
}

/** "On this page" (lazy.tsx's Contents), kept as the server rendered it until the reader scrolls or reaches for it. */
export function DeferredContents({ name, headings, collapsible = false, eager = false }: DeferredContentsProps) {
  useEffect(loadWhenIdle, []);
  return (
    <DeferredPart
      name={name}
      code={code}
      wake="scroll"
      eager={eager}
      label="Loading the table of contents"
      what="The table of contents"
      render={({ Contents }) => <Contents headings={headings} collapsible={collapsible} />}
    />
  );
}
