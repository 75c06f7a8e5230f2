import React from "react";
import { Link } from "gatsby";

export interface MdxLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href?: string;
}

/** Links in docs: routes go through Gatsby's Link (base path, prefetch); others stay plain. */
export function MdxLink({ href = "", children, ...rest }: MdxLinkProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={rest.className} title={rest.title}>
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
