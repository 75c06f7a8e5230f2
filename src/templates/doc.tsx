import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { DocPage } from "../components/DocPage";
import { Seo } from "../components/Seo";
import type { DocPageContext } from "../lib/page-context";

/** Every guide and API doc. Data comes from createPages (src/node/create-pages.ts); the MDX body is page data (`pageContext.content`). */
export default function DocTemplate({ pageContext }: PageProps<object, DocPageContext>) {
  return (
    <Layout route={pageContext.route} sidebarName={pageContext.sidebarName} sidebarLabel={pageContext.sidebarLabel} sidebar={pageContext.sidebar}>
      <DocPage context={pageContext} />
    </Layout>
  );
}

export const Head: HeadFC<object, DocPageContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} description={pageContext.description} route={pageContext.route} />
);
