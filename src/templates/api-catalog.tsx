import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ApiHead, ApiPage } from "../components/ApiPage";
import { ResponseCodeCatalog } from "../components/ResponseCodeCatalog";
import type { DocPageContext, DocQueryData } from "../lib/page-context";

/**
 * The response-code catalog (src/components/ApiPage): a template of its own, so operation pages
 * never fetch its code. Not deferred: a filter typed before its code was here would be lost.
 */
export default function ApiCatalogTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  const api = pageContext.api;
  return (
    <ApiPage
      pageContext={pageContext}
      data={data}
      after={api?.kind === "catalog" && <ResponseCodeCatalog groups={api.groups} />}
    />
  );
}

export const query = graphql`
  query ApiCatalogContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = (props) => <ApiHead {...props} />;
