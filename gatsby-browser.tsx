// Import order sets the order of the one stylesheet (mini-css-extract-plugin follows each chunk
// group's import order and warns "Conflicting order" where they differ). A page template reaches
// this file in the middle of its own imports (its Layout imports "gatsby", whose runtime imports
// this file), so what this file imports beyond the layout must come first in every order: the
// chat provider (with the lazy-loading placeholder) and the crash page, then the layout's own.
import "./src/theme/global.css";
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ChatProvider } from "./src/contexts/chat";
import { PageShell } from "./src/components/PageShell";
import {
  gatsbyHandlesScroll,
  installRouteTransitions,
  routeRendered,
  scrollAfterNavigation,
} from "./src/lib/navigation";
import { onConstrainedConnection } from "./src/lib/connection";
import { trackPageOpen } from "./src/lib/analytics";
import { markHydrated } from "./src/lib/hydration-marker";

// Site-wide providers (colour mode, Ask AI) and the crash-page error boundary.
// Not wrapRootElement: Gatsby also applies that to the separate root rendering <Head>.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <ChatProvider>
    <PageShell pathname={props.location.pathname}>{element}</PageShell>
  </ChatProvider>
);
// Route preloading, progress bar and reload-once fallback around Gatsby's navigate.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => installRouteTransitions();
// <html data-hydrated="true"> once the first client render is done (what the browser tests wait for).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markHydrated();
// No prefetching of page chunks and data on 2G or data-saver connections.
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => onConstrainedConnection();
// Back/forward and first load keep Gatsby's scroll restoration; other navigations scroll in onRouteUpdate.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, prevRouterProps }) =>
  gatsbyHandlesScroll(routerProps.location, prevRouterProps !== undefined);
// After a navigation: scroll to the hash target or the top; clear the reload marker;
// raise the Page Open event, the first page included (src/lib/analytics).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  routeRendered();
  if (prevLocation && !gatsbyHandlesScroll(location, true)) scrollAfterNavigation(location);
  trackPageOpen(location, prevLocation);
};
