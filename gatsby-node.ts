import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "./src/config/load";
import sidebars from "./content/sidebars";
import { makeOnCreateNode } from "./src/node/docs";
import { makeCreatePages } from "./src/node/create-pages";
import { makeOnCreateWebpackConfig } from "./src/node/webpack";
import { makeWriteSitemap } from "./src/node/sitemap";
import { makeSearchFiles } from "./src/node/search/files";

const site = loadSiteConfig();
const search = makeSearchFiles({ config: site, sidebars });
const siteConfigWebpack = makeOnCreateWebpackConfig(site);

// Declares the doc fields explicitly (src/node/schema.ts).
export { createSchemaCustomization } from "./src/node/schema";
// Adds id, route, titles, headings and links to every MDX doc.
export const onCreateNode: GatsbyNode["onCreateNode"] = makeOnCreateNode(site);
// One page per doc; sidebars resolved and links checked first.
export const createPages: GatsbyNode["createPages"] = makeCreatePages(site, sidebars);
// The validated config and the search index URLs reach the browser as constants.
// (Two parameters, not three: Gatsby would wait for a callback.)
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  siteConfigWebpack?.(args, options, () => undefined);
  search.onCreateWebpackConfig(args);
};
// Search index files written to public/static/search/ (src/node/search/files.ts).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = search.onPostBootstrap;
// `gatsby develop` serves the search index fresh from the current nodes.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = search.onCreateDevServer;
// sitemap.xml and robots.txt from the pages that were built.
export const onPostBuild: GatsbyNode["onPostBuild"] = makeWriteSitemap(site);
