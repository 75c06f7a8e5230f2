import { moduleClassPattern } from "../webpack";

/**
 * Checks that a page's HTML names no CSS-module class its inline stylesheet lacks. Gatsby inlines
 * the site's stylesheet into every page's <head>, from the browser build, while the class names in
 * the HTML come from the server build: when the two disagree (class names built differently by
 * the two bundles, or a page whose HTML was not rendered again after a stylesheet changed), the
 * page is unstyled on a first visit and nothing else fails.
 */

/** The classes a stylesheet's selectors name. */
function selectorClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/**
 * The CSS-module class names (src/node/webpack/short-names.ts) in the class attributes of a page's
 * body. One pass of a simple pattern: an API page's HTML is over 400 KB, and the check runs on
 * every page of every build.
 */
function moduleClassesIn(html: string, from: number): Set<string> {
  const names = new Set<string>();
  const attributes = /\sclass="([^"]*)"/g;
  attributes.lastIndex = from;
  for (let m = attributes.exec(html); m; m = attributes.exec(html))
    for (const name of m[1].split(/\s+/)) if (moduleClassPattern.test(name)) names.add(name);
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
