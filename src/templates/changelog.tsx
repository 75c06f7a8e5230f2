import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import { Changelog, useChangelogFilter, visibleEntries } from "../components/Changelog";
import type { ContentNode } from "../lib/content-tree";
import { changelogFeedPath } from "../lib/changelog";
import { withBasePath } from "../lib/routes";
import { siteConfig } from "../config";
import type { ChangelogPageContext } from "../lib/page-context";

interface ChangelogQueryData {
  allChangelogEntry: { nodes: { slug: string; contentTree: ContentNode[] }[] };
}

/**
 * /changelog/: every entry of content/changelog/ (src/node/changelog); bodies come from the query.
 * The tag filter's state is held here so the table of contents lists the entries it shows.
 */
export default function ChangelogTemplate({ pageContext, data }: PageProps<ChangelogQueryData, ChangelogPageContext>) {
  const bodies = new Map(data.allChangelogEntry.nodes.map((n) => [n.slug, n.contentTree]));
  const entries = pageContext.entries.map((e) => ({ ...e, content: bodies.get(e.slug) ?? [] }));
  const filter = useChangelogFilter();
  const shown = new Set(visibleEntries(entries, filter).map((e) => e.slug));
  const context = { ...pageContext, toc: pageContext.toc.filter((h) => shown.has(h.id)) };
  return (
    <Layout route={pageContext.route}>
      <DocPage
        context={context}
        content={[]}
        after={<Changelog entries={entries} tags={pageContext.tags} state={filter} />}
        liveContents
      />
    </Layout>
  );
}

export const query = graphql`
  query ChangelogEntries {
    allChangelogEntry {
      nodes {
        slug
        contentTree
      }
    }
  }
`;

/** The page's head, with the feed's autodiscovery link (feed readers and browsers find it from the page's address). */
export const Head: HeadFC<ChangelogQueryData, ChangelogPageContext> = ({ pageContext }) => (
  <>
    <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />
    <link
      rel="alternate"
      type="application/atom+xml"
      title={`${siteConfig.title}: Changelog`}
      href={siteConfig.siteUrl + withBasePath(siteConfig.basePath, changelogFeedPath)}
    />
  </>
);
