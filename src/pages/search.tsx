import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { SearchResults } from "../components/SearchResults";

/** The search results page (`?q=…&ctx=guide|api`). */
export default function SearchPage({ location }: PageProps) {
  return (
    <Layout route="/search/">
      <SearchResults search={location.search} />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Search" route="/search/" description="Search the Saku merchant API v2 documentation." noindex />
);
