import type { GatsbyNode } from "gatsby";

/** Explicit types for the fields docs.ts adds, so queries never depend on inference. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type DocHeading { depth: Int! value: String! id: String! }
    type DocLink { url: String! fileLink: String line: Int! }
    type DocSection { id: String! heading: String! text: String! code: String! }
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
      sections: [DocSection!]!
    }
    type Mdx implements Node { fields: MdxFields! }
  `);
};
