import React from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../../config";

const prefix = siteConfig.basePath.replace(/\/$/, "");

/**
 * gatsby-plugin-mdx already prefixes root-relative markdown links with the path prefix, and
 * Link adds it again: give Link the route without it.
 */
export function withoutPathPrefix(href: string): string {
  if (href === prefix) return "/";
  return href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}

export interface MdxLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

/** Links in docs: routes go through Gatsby's Link (base path, prefetch); others stay plain. */
export function MdxLink({ href = "", children, ...rest }: MdxLinkProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={withoutPathPrefix(href)} className={rest.className} title={rest.title}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} rel={external ? "noopener noreferrer" : undefined} {...rest}>
      {children}
    </a>
  );
}
