import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/config";
import { beforePaintScript, urlNormaliseScript } from "./src/theme/before-paint";
import { ChatProvider } from "./src/contexts/chat";
import "./src/theme/global.css";

// SPEC §1: English, left to right; theme and announcement state applied before first paint.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  const locale = siteConfig.i18n.locales.find((l) => l.code === siteConfig.i18n.defaultLocale) ?? siteConfig.i18n.locales[0];
  setHtmlAttributes({ lang: locale.code, dir: locale.direction, "data-theme": siteConfig.colorMode.defaultMode } as Record<string, string>);
  const script = urlNormaliseScript() + beforePaintScript({ ...siteConfig.colorMode, announcementId: siteConfig.announcementBar?.id ?? null });
  setPreBodyComponents([<script key="before-paint" id="before-paint" dangerouslySetInnerHTML={{ __html: script }} />]);
};

// The same page wrapper as gatsby-browser, so server and client trees match.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ChatProvider>{element}</ChatProvider>;
