import React, { useEffect, useState } from "react";
import { withPrefix, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import * as styles from "./pages.module.css";

/** SPEC §2: the search results page (`?q=`). The search issue fills in the results. */
export default function SearchPage({ location }: PageProps) {
  const [query, setQuery] = useState("");
  useEffect(() => {
    setQuery(new URLSearchParams(location.search).get("q") ?? "");
  }, [location.search]);
  return (
    <Layout route="/search/">
      <div className={styles.center}>
        <h1>Search the documentation</h1>
        <form role="search" action={withPrefix("/search/")} method="get" className={styles.searchForm}>
          <label htmlFor="search-page-input" className="visually-hidden">
            Search the docs
          </label>
          <input id="search-page-input" type="search" name="q" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search guides and API reference" />
          <button type="submit">Search</button>
        </form>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title="Search" route="/search/" description="Search the Saku merchant API v2 documentation." />;
