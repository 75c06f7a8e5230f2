import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "./src/config/load";
import sidebars from "./content/sidebars";
import { makeOnCreateNode } from "./src/node/docs";
import { makeCreatePages } from "./src/node/create-pages";
import { makeOnCreateWebpackConfig } from "./src/node/webpack";
import { writeSitemap } from "./src/node/sitemap";
import { writeCsp } from "./src/node/csp";
import { makeApiReference } from "./src/node/openapi";

const site = loadSiteConfig();
const api = makeApiReference(site);

// Declares the doc fields explicitly (src/node/schema.ts).
export { createSchemaCustomization } from "./src/node/schema";
// One ApiOperation node per operation of the validated OpenAPI document (src/node/openapi).
export const sourceNodes: GatsbyNode["sourceNodes"] = api.sourceNodes;
// The OpenAPI downloads (YAML, JSON) and per-operation schemas, written into public/.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = api.writeFiles;
// Adds id, route, titles, headings and links to every MDX doc.
export const onCreateNode: GatsbyNode["onCreateNode"] = makeOnCreateNode(site);
// One page per doc; sidebars resolved and links checked first; API pages get their reference data.
export const createPages: GatsbyNode["createPages"] = makeCreatePages(site, sidebars, api.pages);
// The validated config reaches the browser as a constant.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = makeOnCreateWebpackConfig(site);
// sitemap.xml and robots.txt, then each page's hashed Content Security Policy.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  writeSitemap(getNodesByType, site);
  reporter.info(`Content Security Policy written for ${writeCsp("public", site)} pages`);
};
