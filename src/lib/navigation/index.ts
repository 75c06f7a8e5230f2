/**
 * Moving between pages in the browser: the route transitions (preloading, the delayed progress
 * bar, the reload-once fallback and the offline event; runtime.ts, route-transition.ts,
 * progress-bar.ts), where the page scrolls after a navigation (scroll.ts), and which link clicks in
 * HTML the app did not render open their page in the app (app-route.ts).
 */
export { appRouteOf, appRouteOfLink, followInApp } from "./app-route";
export { installRouteTransitions, loadWithEveryPage, offlineNavigationEvent, routeRendered } from "./runtime";
export { gatsbyHandlesScroll, scrollAfterNavigation } from "./scroll";
