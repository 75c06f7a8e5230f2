/**
 * Browser stand-in for `gatsby-link` (what `import { Link, navigate, withPrefix } from "gatsby"`
 * reaches), aliased in src/node/webpack/config.ts. It keeps what the site's links rely on:
 * - `Link` renders the same <a> as Gatsby's (the prefixed address with the trailing slash the site
 *   uses, `aria-current="page"` on a link to the current page, the reader's own attributes);
 * - a plain left click opens the page in the app (`window.___navigate`, replacing the history
 *   entry when the link is to the current page), while a modified click, a `target` or a handler
 *   that prevented the default leaves the browser to follow it;
 * - pointing at a link preloads its page (`___loader.hovering`), and a link that scrolls into view
 *   queues its page for prefetching (`___loader.enqueue`), which is withdrawn when it leaves the
 *   view before the queue runs;
 * - `navigate`, `withPrefix`, `withAssetPrefix` and `parsePath` as Gatsby defines them.
 * Left out: prop-types, the class component with one IntersectionObserver per link (here one
 * observer serves every link), reach-router's Link (whose click handler Gatsby's always
 * pre-empted; a relative `to` resolves as a URL does against the page's path, which for the
 * site's routes, all ending in a slash, is what reach-router's resolution gives), and
 * `activeClassName`, `activeStyle`, `partiallyActive` and `getProps`, which no link of the site
 * uses (the browser's types, src/types/gatsby-client.d.ts, do not offer them).
 */
import React, { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type Ref } from "react";
import { Location } from "@reach/router";
import { isPlainClick } from "./plain-click";

declare const __BASE_PATH__: string | undefined;
declare const __PATH_PREFIX__: string | undefined;
/** Gatsby's `trailingSlash` option ("always" for this site). */
declare const __TRAILING_SLASH__: string;

const scheme = /^[a-zA-Z][a-zA-Z\d+\-.]*?:/;
const isLocal = (path: string) => !scheme.test(path);
/** Addresses of files keep their form whatever the trailing-slash option says (gatsby-page-utils). */
const fileSuffixes = [".html", ".json", ".js", ".map", ".txt", ".xml", ".pdf"];

/** The path, query and hash of an address (Gatsby's `parsePath`). */
export function parsePath(path: string | undefined) {
  let pathname = path || "/";
  let search = "";
  let hash = "";
  const hashAt = pathname.indexOf("#");
  if (hashAt !== -1) [pathname, hash] = [pathname.slice(0, hashAt), pathname.slice(hashAt)];
  const searchAt = pathname.indexOf("?");
  if (searchAt !== -1) [pathname, search] = [pathname.slice(0, searchAt), pathname.slice(searchAt)];
  return { pathname, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
}

/** A site path with the path prefix in front; other addresses as they are. */
export function withPrefix(path: string, prefix: string | undefined = __BASE_PATH__): string {
  if (!isLocal(path) || path.startsWith("./") || path.startsWith("../")) return path;
  const base = prefix ?? __PATH_PREFIX__ ?? "/";
  return `${base.endsWith("/") ? base.slice(0, -1) : base}${path.startsWith("/") ? path : `/${path}`}`;
}

export function withAssetPrefix(path: string): string {
  return withPrefix(path, __PATH_PREFIX__);
}

/** The path with the site's trailing-slash option applied, its query and hash kept. */
function withTrailingSlash(path: string): string {
  const option = __TRAILING_SLASH__;
  if (option !== "always" && option !== "never") return path;
  const { pathname, search, hash } = parsePath(path);
  let slashed = pathname;
  if (pathname !== "/" && !fileSuffixes.some((suffix) => pathname.endsWith(suffix))) {
    const has = pathname.endsWith("/");
    if (option === "always" && !has) slashed = `${pathname}/`;
    if (option === "never" && has) slashed = pathname.slice(0, -1);
  }
  return slashed + search + hash;
}

/** A relative address resolved against the current page's path (whose route ends in a slash). */
function resolveRelative(to: string, relativeTo: string): string {
  const url = new URL(to, `http://site${relativeTo}`);
  return url.pathname + url.search + url.hash;
}

/** Where a link's `to` leads: site paths prefixed, relative ones resolved against the current page. */
function rewriteLinkPath(to: string, relativeTo: string): string {
  if (!isLocal(to)) return to;
  return withTrailingSlash(to.startsWith("/") ? withPrefix(to) : resolveRelative(to, relativeTo));
}

/** Goes to a page of the site without a reload, or back and forward by a number of steps. */
export function navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): void {
  window.___navigate?.(typeof to === "number" ? to : rewriteLinkPath(to, window.location.pathname), options);
}

/** Prefetches queued for links in view, by element; one observer for every link. */
const inView = new Map<Element, { path: string; handle?: { abort(): void } }>();
let observer: IntersectionObserver | undefined;

function watch(link: HTMLAnchorElement, path: string): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const watched = inView.get(entry.target);
      if (!watched) continue;
      if (entry.isIntersecting || entry.intersectionRatio > 0) watched.handle = window.___loader?.enqueue(watched.path);
      else watched.handle?.abort();
    }
  });
  inView.set(link, { path });
  observer.observe(link);
  return () => {
    inView.get(link)?.handle?.abort();
    inView.delete(link);
    observer?.unobserve(link);
  };
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

interface SiteLinkProps extends Omit<LinkProps, "to"> {
  href: string;
  current: { pathname: string; search: string };
  forwardedRef: Ref<HTMLAnchorElement>;
}

function SiteLink({
  href,
  current,
  forwardedRef,
  replace,
  state,
  onClick,
  onMouseEnter,
  children,
  ...anchor
}: SiteLinkProps) {
  const element = useRef<HTMLAnchorElement | null>(null);
  const { pathname, search } = parsePath(href);
  const here = current.pathname + current.search;
  useEffect(() => {
    const link = element.current;
    // A link to the page being read is not prefetched.
    return link && pathname + search !== here ? watch(link, pathname + search) : undefined;
  }, [pathname, search, here]);
  const isCurrent = encodeURI(href) === current.pathname;
  return (
    <a
      aria-current={isCurrent ? "page" : undefined}
      {...anchor}
      ref={(node) => {
        element.current = node;
        setRef(forwardedRef, node);
      }}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        window.___loader?.hovering(pathname + search);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (anchor.target || !isPlainClick(event)) return;
        event.preventDefault();
        window.___navigate?.(href, { state, replace: replace ?? isCurrent });
      }}
    >
      {children}
    </a>
  );
}

/** A link to a page of the site, prefetched and followed without a reload. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, children, ...props },
  ref,
) {
  return (
    <Location>
      {({ location }) => {
        const href = rewriteLinkPath(to, location.pathname);
        if (!isLocal(href))
          return (
            <a href={href} {...props} ref={ref}>
              {children}
            </a>
          );
        return (
          <SiteLink {...props} {...{ replace, state }} href={href} current={location} forwardedRef={ref}>
            {children}
          </SiteLink>
        );
      }}
    </Location>
  );
});
