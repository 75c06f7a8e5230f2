import { navigate, withPrefix } from "gatsby";
import { isPlainClick } from "../plain-click";

/**
 * The route a plain click on a link opens in the app, else null: a same-site link under the
 * site's path prefix, clicked with the main button and no modifier key, not opening a new tab or
 * a download. The rest is the browser's: modifier keys, other sites, files outside the prefix, and
 * a link to a #fragment of the page shown (the browser scrolls there and fires `hashchange`).
 * Used by the HTML the app does not render itself: sanitised remote answers and parts of a page
 * that keep the server's HTML until they hydrate.
 */
export function appRouteOf(event: MouseEvent): string | null {
  if (!isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return link instanceof HTMLAnchorElement ? appRouteOfLink(link) : null;
}

/** The route a link opens in the app when followed (appRouteOf says when), else null. */
export function appRouteOfLink(link: HTMLAnchorElement): string | null {
  if (link.target || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  const prefix = withPrefix("/");
  if (url.origin !== window.location.origin || !url.pathname.startsWith(prefix)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `/${url.pathname.slice(prefix.length)}${url.search}${url.hash}`;
}

/**
 * Opens the route of a plain click on a link (appRouteOf) in the app, instead of the browser's
 * full load; true when it did. The one way HTML the app did not render follows its links.
 */
export function followInApp(event: MouseEvent): boolean {
  const route = appRouteOf(event);
  if (route === null) return false;
  event.preventDefault();
  void navigate(route);
  return true;
}
