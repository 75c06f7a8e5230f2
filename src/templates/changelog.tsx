import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import { Changelog } from "../components/Changelog";
import type { ContentNode } from "../lib/content-tree";
import type { ChangelogPageContext } from "../node/changelog";

interface ChangelogQueryData {
  allChangelogEntry: { nodes: { slug: string; contentTree: ContentNode[] }[] };
}

/** /changelog/: every entry of content/changelog/ (src/node/changelog); bodies come from the query. */
export default function ChangelogTemplate({ pageContext, data }: PageProps<ChangelogQueryData, ChangelogPageContext>) {
  const bodies = new Map(data.allChangelogEntry.nodes.map((n) => [n.slug, n.contentTree]));
  const entries = pageContext.entries.map((e) => ({ ...e, content: bodies.get(e.slug) ?? [] }));
  return (
    <Layout route={pageContext.route}>
      <DocPage context={pageContext} content={[]} after={<Changelog entries={entries} tags={pageContext.tags} />} />
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

export const Head: HeadFC<ChangelogQueryData, ChangelogPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />
);
