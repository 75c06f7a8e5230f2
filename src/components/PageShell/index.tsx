import React from "react";
import { ColorModeProvider } from "../../contexts/ColorModeContext";
import { ErrorBoundary } from "../ErrorBoundary";
import { CrashPage } from "../CrashPage";
import { Layout } from "../Layout";
// From the constants, not from SkipToContent: importing that here would put its stylesheet ahead
// of the layout's in the app's CSS order but not in the pages' (gatsby-browser.tsx says why).
import { mainContentId } from "../../lib/ui-constants";

export interface PageShellProps {
  /** The page's pathname: navigating elsewhere clears a crash. */
  pathname: string;
  children: React.ReactNode;
}

/**
 * What wraps every page (wrapPageElement in gatsby-browser and gatsby-ssr, inside the chat's
 * provider): the site-wide provider (colour mode), then an error boundary. The crash page is shown inside the
 * site's layout, so every provider the layout needs sits above the boundary; if the layout
 * itself is what crashes (say a navbar item), the crash page is shown alone.
 *
 * The providers are here, not in wrapRootElement: Gatsby also renders wrapRootElement around
 * each page's Head in a hidden root, which would run their effects (listeners, storage writes)
 * a second time. This wrapper stays mounted across page changes (the page inside is keyed by path).
 */
export function PageShell({ pathname, children }: PageShellProps) {
  return (
    <ColorModeProvider>
      <CrashBoundary pathname={pathname}>{children}</CrashBoundary>
    </ColorModeProvider>
  );
}

function CrashBoundary({ pathname, children }: PageShellProps) {
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={({ error, tryAgain }) => (
        <ErrorBoundary
          fallback={() => (
            <main id={mainContentId} tabIndex={-1}>
              <CrashPage error={error} tryAgain={tryAgain} />
            </main>
          )}
        >
          <Layout route="">
            <CrashPage error={error} tryAgain={tryAgain} />
          </Layout>
        </ErrorBoundary>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
