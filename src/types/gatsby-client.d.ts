// The part of Gatsby's API that browser code uses, for the browser's TypeScript project
// (tsconfig.client.json maps "gatsby" here). Gatsby's own declarations also describe its build,
// and through them Node's types would reach browser code; the build's project (tsconfig.json)
// checks the same files against Gatsby's real declarations, so both must agree.
import type { AnchorHTMLAttributes, ComponentType, CSSProperties, ReactElement, ReactNode } from "react";
import type { WindowLocation } from "@reach/router";

export interface GatsbyLinkProps<TState = unknown> extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  activeClassName?: string;
  activeStyle?: CSSProperties;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: TState;
}

/** A link to a page of the site, prefetched and followed without a reload. */
export const Link: ComponentType<GatsbyLinkProps>;

/** Goes to a page of the site (or back and forward by a number of steps) without a reload. */
export function navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
export function navigate(to: number): void;

/** A site path with the path prefix (`/api-docs-v2`) in front. */
export function withPrefix(path: string): string;

/** A page query; Gatsby's compiler removes the call from the bundle. */
export function graphql(query: TemplateStringsArray, ...args: unknown[]): void;

export interface PageProps<DataType = object, PageContextType = object> {
  path: string;
  uri: string;
  location: WindowLocation;
  params: Record<string, string>;
  data: DataType;
  pageContext: PageContextType;
  children?: ReactNode;
  serverData: unknown;
}

export interface HeadProps<DataType = object, PageContextType = object> {
  location: { pathname: string };
  params: Record<string, string>;
  data: DataType;
  pageContext: PageContextType;
}

export type HeadFC<DataType = object, PageContextType = object> = (
  props: HeadProps<DataType, PageContextType>,
) => ReactElement | null;

interface RouterProps {
  location: Location;
}

/** The browser API hooks gatsby-browser.tsx implements. */
export interface GatsbyBrowser {
  wrapPageElement?(args: { element: ReactElement; props: PageProps }): ReactElement;
  onClientEntry?(): void;
  onInitialClientRender?(): void;
  disableCorePrefetching?(): boolean;
  shouldUpdateScroll?(args: {
    routerProps: RouterProps;
    prevRouterProps?: RouterProps;
    pathname: string;
    getSavedScrollPosition: (location: Location) => [number, number] | null;
  }): boolean | string | [number, number];
  onRouteUpdate?(args: { location: Location; prevLocation: Location | null }): void;
}
