import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ApiHead, ApiPage } from "../components/ApiPage";
import { ApiTables } from "../components/ApiTables";
import type { DocPageContext, DocQueryData } from "../lib/page-context";

/**
 * The API overview, status and downloads pages (src/components/ApiPage): their tables' front door
 * on these pages only, so operation pages, most of the API pages, never fetch it.
 */
export default function ApiOverviewTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  const api = pageContext.api;
  const tables = api && api.kind !== "operation" && api.kind !== "catalog" ? api : null;
  return <ApiPage pageContext={pageContext} data={data} after={tables && <ApiTables data={tables} />} />;
}

export const query = graphql`
  query ApiOverviewContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = (props) => <ApiHead {...props} />;
