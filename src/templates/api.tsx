import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ApiHead, ApiPage } from "../components/ApiPage";
import { OperationReference } from "../components/ApiOperation";
import type { DocPageContext, DocQueryData } from "../lib/page-context";

/**
 * API operation pages (src/components/ApiPage): the reference the OpenAPI document gives each
 * (src/components/ApiOperation). Overviews and the catalog have templates of their own
 * (api-overview.tsx, api-catalog.tsx). Data comes from createPages; the MDX body from the query.
 */
export default function ApiTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  const api = pageContext.api;
  return (
    <ApiPage
      pageContext={pageContext}
      data={data}
      after={api?.kind === "operation" && <OperationReference operation={api.operation} />}
    />
  );
}

export const query = graphql`
  query ApiDocContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = (props) => <ApiHead {...props} />;
