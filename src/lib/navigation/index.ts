/**
 * Moving between pages in the browser: the route transitions (preloading, the delayed progress
 * bar, the reload-once fallback and the offline event; runtime.ts, route-transition.ts,
 * progress-bar.ts) and where the page scrolls after a navigation (scroll.ts).
 */
export { installRouteTransitions, offlineNavigationEvent, routeRendered } from "./runtime";
export { gatsbyHandlesScroll, scrollAfterNavigation } from "./scroll";
