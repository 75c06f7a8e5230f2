import React from "react";
import type { HeadProps } from "gatsby";
import { DocPageInLayout } from "../DocPage";
import { Seo } from "../Seo";
import { EndpointBar, OperationIntro, OperationLead } from "../ApiOperation";
import type { DocPageContext, DocQueryData } from "../../lib/page-context";

export interface ApiPageProps {
  pageContext: DocPageContext;
  data: DocQueryData;
  /** What the OpenAPI document gives the page after the writer's MDX. */
  after: React.ReactNode;
}

/**
 * An API page: the writer's MDX plus what the OpenAPI document gives it (src/node/openapi), with
 * an operation's endpoint, lead and facts above the MDX. Each kind of generated part has a
 * template of its own (src/templates/api.tsx, api-overview.tsx, api-catalog.tsx), so a page fetches
 * the code of its own kind only: an operation page never carries the catalog's or the tables'.
 */
export function ApiPage({ pageContext, data, after }: ApiPageProps) {
  const api = pageContext.api;
  const operation = api?.kind === "operation" ? api.operation : null;
  return (
    <DocPageInLayout
      context={pageContext}
      content={data.mdx.contentTree}
      header={operation && <EndpointBar operation={operation} />}
      lead={operation && <OperationLead operation={operation} />}
      before={operation && <OperationIntro operation={operation} />}
      after={after}
    />
  );
}

/** The API templates' Head. */
export function ApiHead({ pageContext }: HeadProps<DocQueryData, DocPageContext>) {
  return <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />;
}
