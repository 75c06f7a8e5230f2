import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { DocPageInLayout } from "../components/DocPage";
import { Seo } from "../components/Seo";
import type { DocPageContext, DocQueryData } from "../lib/page-context";

/** Every guide doc. Data comes from createPages (src/node/pages/create-pages.ts); the MDX body from the query. */
export default function DocTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  return <DocPageInLayout context={pageContext} content={data.mdx.contentTree} />;
}

export const query = graphql`
  query DocContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />
);
