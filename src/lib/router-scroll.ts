/**
 * Browser stand-in for `gatsby-react-router-scroll`, aliased in src/node/webpack/config.ts: the
 * same `ScrollContext` component Gatsby's production app wraps the router in, and the same
 * session-storage keys (`@@scroll|<pathname>|<history key>`), without the package's prop-types,
 * Babel class helpers and CommonJS interop. It keeps what back and forward rely on: the window's
 * scroll position is saved per history entry as the reader scrolls, and after a route update the
 * saved position (or the hash target) is restored when Gatsby's `shouldUpdateScroll` (the site's,
 * in src/lib/navigation) says so. `useScrollRestoration` (per-element restoration) is not used by
 * the site: here it throws when called, rather than silently not restoring.
 */
import React from "react";

const prefix = "@@scroll|";
/** Where positions go when sessionStorage throws (the package's own fallback, kept for one page life). */
const memory: Record<string, number> = {};

interface ScrollLocation {
  pathname: string;
  hash?: string;
  key?: string | null;
}

function stateKey(location: ScrollLocation, key: string | null | undefined): string {
  return key == null ? prefix + location.pathname : `${prefix}${location.pathname}|${key}`;
}

/** Saved window positions by location and history key (`read` is what Gatsby's shouldUpdateScroll calls). */
export class SessionStorage {
  read(location: ScrollLocation, key: string | null | undefined): number {
    const name = stateKey(location, key);
    try {
      const value = window.sessionStorage.getItem(name);
      return value ? (JSON.parse(value) as number) : 0;
    } catch {
      return memory[name] ?? 0;
    }
  }

  save(location: ScrollLocation, key: string, value: number): void {
    const name = stateKey(location, key);
    try {
      window.sessionStorage.setItem(name, JSON.stringify(value));
    } catch {
      memory[name] = value;
    }
  }
}

interface RouterProps {
  location: ScrollLocation;
}

interface ScrollHandlerProps extends RouterProps {
  /** Gatsby's, called with this handler as `this` (it reads `_stateStorage`); truthy means scroll. */
  shouldUpdateScroll?: (this: ScrollHandler, prev: RouterProps | undefined, next: RouterProps) => unknown;
  children: React.ReactNode;
}

export class ScrollHandler extends React.Component<ScrollHandlerProps> {
  _stateStorage = new SessionStorage();
  private ticking = false;
  private latestY = 0;

  private onScroll = () => {
    this.latestY = window.scrollY;
    if (this.ticking) return;
    this.ticking = true;
    requestAnimationFrame(() => {
      const { location } = this.props;
      if (location.key) this._stateStorage.save(location, location.key, this.latestY);
      this.ticking = false;
    });
  };

  private shouldScroll(prev: RouterProps | undefined): boolean {
    const { shouldUpdateScroll } = this.props;
    return !shouldUpdateScroll || Boolean(shouldUpdateScroll.call(this, prev, this.props));
  }

  /** Scrolls to the hash target, else to the saved position; on mount only when one is saved. */
  private restore(prev: RouterProps | undefined): void {
    const { location } = this.props;
    const position = location.key ? this._stateStorage.read(location, location.key) : undefined;
    if (location.hash) {
      const target = document.getElementById(decodeURI(location.hash).substring(1));
      if (target && this.shouldScroll(prev)) target.scrollIntoView();
    } else if ((prev || position) && this.shouldScroll(prev)) window.scrollTo(0, position ?? 0);
  }

  componentDidMount() {
    window.addEventListener("scroll", this.onScroll);
    this.restore(undefined);
  }

  componentWillUnmount() {
    window.removeEventListener("scroll", this.onScroll);
  }

  componentDidUpdate(prev: ScrollHandlerProps) {
    this.restore(prev);
  }

  render() {
    return this.props.children;
  }
}

export { ScrollHandler as ScrollContext };

/** Gatsby re-exports this; the site restores no element's scroll position, so nothing calls it. */
export function useScrollRestoration(): never {
  throw new Error("useScrollRestoration is not bundled: see src/lib/router-scroll.ts.");
}
