/**
 * Checks that a page's HTML names no CSS-module class its inline stylesheet lacks. Gatsby inlines
 * the site's stylesheet into every page's <head>, from the browser build, while the class names in
 * the HTML come from the server build: when the two disagree (class names built differently by
 * the two bundles, or a page whose HTML was not rendered again after a stylesheet changed), the
 * page is unstyled on a first visit and nothing else fails.
 */

/** What every CSS module's class name holds, as css-loader names them (`styles-module--excerpt--1a2b3`). */
const moduleMark = "-module--";

const isNameChar = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;

/** The classes a stylesheet's selectors name. */
function selectorClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/**
 * The CSS-module class names in a page's body. Found by their mark, not by parsing every class
 * attribute: an API page's HTML is over 400 KB, and the check runs on every page of every build.
 */
function moduleClassesIn(html: string, from: number): Set<string> {
  const names = new Set<string>();
  for (let at = html.indexOf(moduleMark, from); at !== -1; at = html.indexOf(moduleMark, at + moduleMark.length)) {
    let start = at;
    while (start > 0 && isNameChar(html.charCodeAt(start - 1))) start--;
    let end = at + moduleMark.length;
    while (end < html.length && isNameChar(html.charCodeAt(end))) end++;
    names.add(html.slice(start, end));
  }
  return names;
}

/**
 * Returns a checker of pages: given a page's HTML, the CSS-module classes its body names that
 * the <style> elements of its head do not define, sorted. Pages share one stylesheet, which is
 * read once.
 */
export function moduleClassCheck(): (html: string) => string[] {
  const defined = new Map<string, Set<string>>();
  return (html) => {
    const headEnd = Math.max(html.indexOf("</head>"), 0);
    const head = html.slice(0, headEnd);
    const css = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("\n");
    let classes = defined.get(css);
    if (!classes) defined.set(css, (classes = selectorClasses(css)));
    const known = classes;
    return [...moduleClassesIn(html, headEnd)].filter((name) => !known.has(name)).sort();
  };
}
