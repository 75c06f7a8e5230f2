import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ApiHead, ApiPage } from "../components/ApiPage";
import { OperationReference } from "../components/ApiOperation";
import { ApiTables } from "../components/ApiTables";
import type { DocPageContext, DocQueryData } from "../lib/page-context";
import type { ApiPageData } from "../lib/openapi/types";

function Generated({ data }: { data: ApiPageData }) {
  if (data.kind === "operation") return <OperationReference operation={data.operation} />;
  if (data.kind === "catalog")
    throw new Error(`The response-code catalog renders with src/templates/api-catalog.tsx (src/node/pages).`);
  return <ApiTables data={data} />;
}

/** API operation, overview, status and downloads pages (src/components/ApiPage). Data comes from createPages; the MDX body from the query. */
export default function ApiTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  const api = pageContext.api;
  return <ApiPage pageContext={pageContext} data={data} after={api && <Generated data={api} />} />;
}

export const query = graphql`
  query ApiDocContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = (props) => <ApiHead {...props} />;
