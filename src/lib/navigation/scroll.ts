/**
 * After a navigation the page scrolls to the hash target, or to the top when there is
 * no hash or no element with that id. Back/forward keeps the browser's saved position (Gatsby's
 * scroll restoration), so only pushes and replaces are handled here.
 */

export interface RouteLocation {
  hash: string;
  /**
   * "PUSH" on locations reached by navigate (pushes and replaces), set by Gatsby's history
   * listener. Back/forward locations have none: the router builds a fresh location object for
   * each popstate listener, so Gatsby's "POP" never reaches the rendered location.
   */
  action?: string;
}

/** Whether Gatsby's own scroll handling should run: on first load and on back/forward. */
export function gatsbyHandlesScroll(location: RouteLocation, hasPrevious: boolean): boolean {
  return !hasPrevious || location.action !== "PUSH";
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Scrolls to the hash target (html `scroll-padding-top` keeps it clear of the navbar) or to the top. */
export function scrollAfterNavigation(location: RouteLocation, doc: Document = document, win: Window = window): void {
  const id = decodeHash(location.hash);
  const target = id ? doc.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else win.scrollTo(0, 0);
}
