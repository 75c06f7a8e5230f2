/**
 * Inline scripts run before first paint (gatsby-ssr), so the server-rendered page never shows the
 * wrong theme or a dismissed announcement. They read storage defensively: a throwing storage
 * means "nothing stored".
 */

export interface BeforePaintOptions {
  defaultMode: "light" | "dark";
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
  announcementId: string | null;
}

export function colorModeScript({ defaultMode, disableSwitch, respectPrefersColorScheme }: BeforePaintOptions): string {
  if (disableSwitch) return `document.documentElement.setAttribute("data-theme",${JSON.stringify(defaultMode)});`;
  return `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem("theme")}catch(e){}
if(t!=="light"&&t!=="dark"){t=${JSON.stringify(defaultMode)};${
    respectPrefersColorScheme ? `try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)t="dark";else t="light"}catch(e){}` : ""
  }}d.setAttribute("data-theme",t)})();`;
}

export function announcementScript({ announcementId }: BeforePaintOptions): string {
  if (!announcementId) return "";
  return `(function(){var s=false;try{s=localStorage.getItem("announcement.dismiss")==="true"&&localStorage.getItem("announcement.id")===${JSON.stringify(
    announcementId,
  )}}catch(e){}document.documentElement.setAttribute("data-announcement-dismissed",String(s))})();`;
}

export function beforePaintScript(options: BeforePaintOptions): string {
  return colorModeScript(options) + announcementScript(options);
}

/**
 * SPEC §2: `…/index.html` and `….html` forms are normalised to the canonical route before the
 * Gatsby runtime resolves the page (the server answered with that page's HTML).
 */
export function urlNormaliseScript(): string {
  return `(function(){var p=location.pathname;if(/\\.html?$/i.test(p)&&!/\\/404\\.html$/i.test(p)){var c=p.replace(/\\/index\\.html?$/i,"/").replace(/\\.html?$/i,"/");history.replaceState(history.state,"",c+location.search+location.hash)}})();`;
}
