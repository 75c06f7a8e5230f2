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
    respectPrefersColorScheme
      ? `try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)t="dark";else t="light"}catch(e){}`
      : ""
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
 * `…/index.html` and `….html` forms are normalised to the canonical route before the
 * Gatsby runtime resolves the page (the server answered with that page's HTML).
 */
export function urlNormaliseScript(): string {
  return `(function(){var p=location.pathname;if(/\\.html?$/i.test(p)&&!/\\/404\\.html$/i.test(p)){var c=p.replace(/\\/index\\.html?$/i,"/").replace(/\\.html?$/i,"/");history.replaceState(history.state,"",c+location.search+location.hash)}})();`;
}

/**
 * When the site is served under another base path than it was built for, its
 * scripts and data 404 and nothing works; this inline script (no bundle needed) shows a banner
 * "Your site did not load properly" with the base URL to build for. The suggestion is the
 * address with the page's own route (Gatsby's `window.pagePath`) taken off the end, so it is
 * right on every page, not only the home page. Text is set with textContent: the address is
 * reader-controlled.
 */
export function baseUrlIssueScript(basePath: string): string {
  return `(function(){var b=${JSON.stringify(basePath)};function s(){var p=location.pathname;if(p.indexOf(b)===0||p+"/"===b||document.getElementById("base-url-issue-banner"))return;
var n=p.replace(/\\/index\\.html?$/i,"/").replace(/\\.html?$/i,"/");if(n.charAt(n.length-1)!=="/")n+="/";
var r=window.pagePath,g=null;if(typeof r==="string"&&!/^\\/(404|500)(\\/|\\.html)?$/.test(r)){if(r.charAt(r.length-1)!=="/")r+="/";if(n.length>=r.length&&n.slice(n.length-r.length)===r)g=n.slice(0,n.length-r.length)+"/"}
var d=document.createElement("div");d.id="base-url-issue-banner";d.setAttribute("role","alert");
function l(t,c){var e=document.createElement("p");for(var i=0;i<t.length;i++){if(i%2){var k=document.createElement("code");k.textContent=t[i];e.appendChild(k)}else e.appendChild(document.createTextNode(t[i]))}if(c)e.className=c;d.appendChild(e)}
l(["Your site did not load properly."],"base-url-issue-title");
l(["A common reason is a wrong base URL: this build expects ",b,", but the page is served at ",p,"."]);
if(g)l(["We suggest trying base URL ",g," (basePath in the site configuration), then rebuilding."]);
document.body.insertBefore(d,document.body.firstChild)}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",s);else s()})();`;
}
