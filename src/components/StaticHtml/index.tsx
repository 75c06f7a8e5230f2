import React, { useState, type ReactNode } from "react";
import { appRouteOfLink, followInApp } from "../../lib/navigation";
import { hydratedAttribute } from "../../lib/hydration-marker";
import * as styles from "./styles.module.css";

const runAttribute = "data-static-html";

/**
 * Whether the first hydration is under way and the server's element for `name` is in the page:
 * then the browser keeps that HTML as it is. Rendered after the first page has hydrated (in-app
 * navigation), or where the server's element is missing (a page rendered in the browser, not
 * hydrated), the children render.
 */
function keepsServerHtml(name: string): boolean {
  if (typeof document === "undefined" || document.documentElement.hasAttribute(hydratedAttribute)) return false;
  return document.querySelector(`[${runAttribute}="${name}"]`) !== null;
}

/** Follows a link in the kept HTML in the app, as the rendered links (Gatsby's Link) do. */
const follow = (event: React.MouseEvent) => void followInApp(event.nativeEvent);

/** Pointing at or focusing a link in the kept HTML preloads its page, as Gatsby's Link does on hover. */
function preload(event: React.SyntheticEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  // The loader takes the page's path with the site's prefix: the link's own, once it is one the
  // app opens.
  if (link instanceof HTMLAnchorElement && appRouteOfLink(link) !== null) window.___loader?.hovering(link.pathname);
}

export interface StaticHtmlProps {
  /** Unique on the page: it finds the server's element. */
  name: string;
  /** Content whose HTML never changes in the browser: no state, effects or handlers but links. */
  children: ReactNode;
}

/**
 * Content that needs no hydration (prose, headings, tables, admonitions): the first hydration
 * keeps the server's HTML inside and skips its whole subtree, which is most of what hydrating a
 * long page costs. The wrapper is a box-less `display: contents` element. Its links still open
 * their pages in the app and preload them when pointed at; a reader's changes to the DOM inside
 * (an opened <details>) are kept, since nothing renders there again. Never wrap anything that
 * must hydrate (a part with state or handlers): it would stay server HTML.
 */
export function StaticHtml({ name, children }: StaticHtmlProps) {
  const [keep] = useState(() => keepsServerHtml(name));
  const props = { className: styles.run, [runAttribute]: name };
  if (!keep) return <div {...props}>{children}</div>;
  // An empty string keeps the server's content without reading it, and a later render with the
  // same string changes nothing. The handlers are delegated from the links inside.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      {...props}
      onClick={follow}
      onPointerOver={preload}
      onFocus={preload}
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
