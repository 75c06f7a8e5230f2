/**
 * `<html data-hydrated="true">` once React has rendered the page in the browser for the first
 * time (Gatsby's onInitialClientRender): from then on the page reacts to the reader. The browser
 * tests wait for it instead of for the network to fall quiet. An attribute set from the bundle,
 * so no inline script (the CSP allows none) and nothing a reader or assistive technology sees.
 */
export const hydratedAttribute = "data-hydrated";

export function markHydrated(root: Element = document.documentElement): void {
  root.setAttribute(hydratedAttribute, "true");
}
