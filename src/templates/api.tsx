import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import { EndpointBar, OperationIntro, OperationLead, OperationReference } from "../components/ApiOperation";
import { ApiTables } from "../components/ApiTables";
import { ResponseCodeCatalog } from "../components/ResponseCodeCatalog";
import type { DocPageContext, DocQueryData } from "../lib/page-context";
import type { ApiPageData } from "../lib/openapi/types";

function Generated({ data }: { data: ApiPageData }) {
  if (data.kind === "operation") return <OperationReference operation={data.operation} />;
  // Not deferred: a filter typed before its code was here would be lost.
  if (data.kind === "catalog") return <ResponseCodeCatalog groups={data.groups} />;
  return <ApiTables data={data} />;
}

/** API pages: the writer's MDX plus what the OpenAPI document gives them (src/node/openapi). Data comes from createPages; the MDX body from the query. */
export default function ApiTemplate({ pageContext, data }: PageProps<DocQueryData, DocPageContext>) {
  const api = pageContext.api;
  const operation = api?.kind === "operation" ? api.operation : null;
  return (
    <Layout
      route={pageContext.route}
      sidebarName={pageContext.sidebarName}
      sidebarLabel={pageContext.sidebarLabel}
      sidebar={pageContext.sidebar}
    >
      <DocPage
        context={pageContext}
        content={data.mdx.contentTree}
        header={operation && <EndpointBar operation={operation} />}
        lead={operation && <OperationLead operation={operation} />}
        before={operation && <OperationIntro operation={operation} />}
        after={api && <Generated data={api} />}
      />
    </Layout>
  );
}

export const query = graphql`
  query ApiDocContent($id: String!) {
    mdx(id: { eq: $id }) {
      contentTree
    }
  }
`;

export const Head: HeadFC<DocQueryData, DocPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />
);
