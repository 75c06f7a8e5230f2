import React from "react";
import { siteConfig } from "../../config";
import { withBasePath } from "../../lib/routes";

export interface SeoProps {
  title: string;
  description?: string;
  /** Canonical route without base path, e.g. "/guide/authentication/". */
  route: string;
  noindex?: boolean;
}

/** Head tags for every page (Gatsby Head API): title, description, canonical, Open Graph, Twitter. */
export function Seo({ title, description = siteConfig.tagline, route, noindex = false }: SeoProps) {
  const fullTitle = title === siteConfig.title ? title : `${title} | ${siteConfig.title}`;
  const url = siteConfig.siteUrl + withBasePath(siteConfig.basePath, route);
  const image = siteConfig.siteUrl + withBasePath(siteConfig.basePath, siteConfig.socialCard);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:locale" content="en" />
      <meta name="twitter:card" content={siteConfig.twitterCard} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href={withBasePath(siteConfig.basePath, "/favicon.svg")} type="image/svg+xml" />
      <meta name="docsearch:version" content={siteConfig.versions[0].name} />
    </>
  );
}
