import "./src/theme/global.css";
import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/config";
import { PageShell } from "./src/components/PageShell";
import { ChatProvider } from "./src/contexts/chat";
import { baseUrlIssueScript, beforePaintScript, urlNormaliseScript } from "./src/theme/before-paint";

// English, left to right; theme and announcement state applied before first paint;
// the base-URL misconfiguration banner needs no bundle.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  const locale =
    siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale) ?? siteConfig.i18n.locales[0];
  setHtmlAttributes({
    lang: locale.code,
    dir: locale.direction,
    "data-theme": siteConfig.colorMode.defaultMode,
  } as Record<string, string>);
  const script =
    urlNormaliseScript() +
    beforePaintScript({ ...siteConfig.colorMode, announcementId: siteConfig.announcementBar?.id ?? null }) +
    // `gatsby develop` serves every page without the path prefix (it has no --prefix-paths), which
    // the banner would take for a wrong base URL on every page: the banner is for builds only.
    (process.env.NODE_ENV === "development" ? "" : baseUrlIssueScript(siteConfig.basePath));
  setPreBodyComponents([<script key="before-paint" id="before-paint" dangerouslySetInnerHTML={{ __html: script }} />]);
};
// Same providers and error boundary as in the browser, so hydration matches.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <ChatProvider>
    <PageShell pathname={props.location.pathname}>{element}</PageShell>
  </ChatProvider>
);
