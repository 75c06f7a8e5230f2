import React from "react";

/**
 * What the site's components import from "gatsby", for the CMS preview: links are plain anchors
 * that do not navigate away from the editor, and paths get the site's prefix as in the build.
 */
declare const __SITE_CONFIG__: { basePath: string };

export function withPrefix(path: string): string {
  if (!path.startsWith("/")) return path;
  const base = __SITE_CONFIG__.basePath.replace(/\/$/, "");
  return path.startsWith(`${base}/`) ? path : `${base}${path}`;
}

export function navigate(): Promise<void> {
  return Promise.resolve();
}

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export function Link({ to, activeClassName: _active, partiallyActive: _partial, ...rest }: LinkProps) {
  return <a href={withPrefix(to)} target="_blank" rel="noreferrer" {...rest} />;
}
