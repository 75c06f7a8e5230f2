import React from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../../config";
import { withoutBasePath } from "../../../lib/routes";

export interface MdxLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

/** Links in docs: routes go through Gatsby's Link (base path, prefetch); others stay plain. */
export function MdxLink({ href = "", children, ...rest }: MdxLinkProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      // Markdown links arrive already prefixed by gatsby-plugin-mdx; Link adds the prefix itself.
      <Link to={withoutBasePath(siteConfig.basePath, href)} className={rest.className} title={rest.title}>
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
