/**
 * Browser stand-in for Gatsby's `.cache/head/head-export-handler-for-browser.js`, aliased in
 * src/node/webpack/config.ts: the same `headHandlerForBrowser` that Gatsby's page renderer calls,
 * and the same result in <head> (the page's `Head` export rendered, its elements marked
 * `data-gatsby-head`, as the server rendered them). Gatsby's handler also carries a React 19
 * createElement patch, <html>/<body> attribute handling, duplicate-id handling, nonce-aware
 * comparison, develop-only warnings and a static-query and location context for the `Head`; the
 * site's `Head` exports (the Seo component) render only title, meta and link elements from the
 * page's props and the site config, so none of that applies. A `Head` that renders anything else
 * is reported in the console and left out, never silently kept.
 */
import { createElement, useEffect, type ComponentType } from "react";
import { render } from "react-dom";

/** What a `Head` may render here: the elements the site's `Head` exports use. */
const headElements = new Set(["title", "meta", "link"]);
const marker = "data-gatsby-head";

interface PageComponentProps {
  location: { pathname: string };
  params?: unknown;
  data?: unknown;
  serverData?: unknown;
  pageContext?: unknown;
}

interface HeadHandlerArgs {
  pageComponent?: { Head?: ComponentType<Record<string, unknown>> } | null;
  pageComponentProps: PageComponentProps;
}

/** Where each `Head` renders before its elements are copied into <head>. */
let hiddenRoot: HTMLElement | undefined;

/** The `Head` export's elements for this page, marked as the server marks them. */
function renderHead(Head: ComponentType<Record<string, unknown>>, props: PageComponentProps): Element[] {
  hiddenRoot ??= document.createElement("div");
  // The props Gatsby gives a Head: no `location` but its pathname, and `data` never undefined.
  const { location, params, data, serverData, pageContext } = props;
  const headProps = { location: { pathname: location.pathname }, params, data: data ?? {}, serverData, pageContext };
  // Preact's render (the browser's React) is synchronous: the elements can be read at once.
  render(createElement(Head, headProps), hiddenRoot);
  return [...hiddenRoot.children].flatMap((element) => {
    if (!headElements.has(element.localName)) {
      console.error(
        `<${element.localName}> in a page's Head is not a head element this site renders; it was left out.`,
      );
      return [];
    }
    const copy = element.cloneNode(true) as Element;
    copy.setAttribute(marker, "true");
    return [copy];
  });
}

/**
 * Brings <head> to the page's `Head` elements: an element that is already there as it should be
 * stays (no stylesheet or icon is fetched again), stale ones go, new ones are appended.
 */
function applyHead(next: Element[]): void {
  for (const current of document.head.querySelectorAll(`[${marker}]`)) {
    const same = next.findIndex((element) => element.isEqualNode(current));
    if (same === -1) current.remove();
    else next.splice(same, 1);
  }
  document.head.append(...next);
}

/** The pathname of the page the browser loaded, whose <head> the server rendered from the same `Head`. */
let loadedPage: string | undefined;
/** Whether the reader has opened another page in the app since. */
let leftLoadedPage = false;

/**
 * Called by Gatsby's page renderer on every render of a page. The page the browser loaded keeps
 * the head the server rendered (the `Head` exports read nothing but the page's context), so a
 * first visit never renders a `Head`, and their code (Seo) is not part of it: it comes with the
 * code every in-app page requires (src/components/KeptHtml). A `Head` that renders no <title>
 * (code that could not load) leaves <head> as it is.
 */
export function headHandlerForBrowser({ pageComponent, pageComponentProps }: HeadHandlerArgs): void {
  useEffect(() => {
    const { pathname } = pageComponentProps.location;
    loadedPage ??= pathname;
    if (!leftLoadedPage && pathname === loadedPage) return;
    leftLoadedPage = true;
    const Head = pageComponent?.Head;
    const next = Head ? renderHead(Head, pageComponentProps) : [];
    if (Head && !next.some((element) => element.localName === "title")) return;
    applyHead(next);
  });
}
