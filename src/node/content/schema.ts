import type { CreateSchemaCustomizationArgs } from "gatsby";

/**
 * Explicit types for the fields docs.ts adds and the API operations, so queries never depend on
 * inference. Every node type the site queries is `@dontInfer`: Gatsby otherwise walks each node's
 * every value as it is created (testing each string for a date), which at thousands of pages costs
 * seconds per build. SitePage is declared so too because Gatsby's own `@dontInfer` on it does not
 * reach that walk, which would otherwise visit every page's context.
 */
export const createSchemaCustomization = ({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void => {
  actions.createTypes(`
    type SitePage implements Node @dontInfer { path: String! }
    type DocHeading { depth: Int! value: String! id: String! }
    type DocLink { url: String! fileLink: String line: Int! }
    type DocImage { src: String! alt: String! line: Int! }
    type DocSection { id: String! heading: String! text: String! }
    "A doc's text by section for search: prose in text, fenced code blocks in code."
    type DocOutlineSection { id: String! heading: String! text: String! code: String! defines: String }
    type MdxFields {
      docId: String!
      route: String!
      title: String!
      description: String!
      sidebarLabel: String
      operationId: String
      file: String!
      headings: [DocHeading!]!
      links: [DocLink!]!
      images: [DocImage!]!
      sections: [DocOutlineSection!]!
    }
    type Mdx implements Node @dontInfer { fields: MdxFields! }
    "One changelog entry (content/changelog/, src/node/changelog)."
    type ChangelogEntry implements Node @dontInfer {
      slug: String!
      date: String!
      title: String!
      products: [String!]!
      changes: [String!]!
      operations: [String!]!
      file: String!
      filePath: String!
      body: String!
    }
    type ApiOperationLifecycle { status: String! sandbox: Boolean! production: Boolean! since: String! }
    "One operation of the OpenAPI document (src/node/openapi)."
    type ApiOperation implements Node @dontInfer {
      operationId: String!
      summary: String!
      method: String!
      path: String!
      webhook: Boolean!
      pointer: String!
      product: String!
      serviceCode: String!
      apiType: String!
      direction: String!
      requirement: String!
      timeoutSeconds: Int!
      idempotencyKey: String!
      usedIn: [String!]!
      lifecycle: ApiOperationLifecycle!
      schemaFile: String!
      "Generated text of the operation page by anchor (fields, response codes), for search; join on Mdx fields.operationId."
      searchSections: [DocSection!]!
    }
  `);
};
