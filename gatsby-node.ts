import type { GatsbyNode, Reporter } from "gatsby";
import { loadSiteConfig } from "./src/config/load";
import {
  createSchemaCustomization as contentTypes,
  makeOnCreateNode,
  shouldOnCreateNode as isDocNode,
} from "./src/node/content";
import { loadSidebars, makeCreatePages, resolveSidebars, siteExtras, writeSitemap } from "./src/node/pages";
import { exportMarkdown, type MarkdownExportSetup } from "./src/node/llms";
import { makeOnCreateWebpackConfig, versionedWebpackCache } from "./src/node/webpack";
import { unstyledPagesMessage, writeCsp } from "./src/node/hosting";
import { downloadBase, makeApiReference, openApiFile } from "./src/node/openapi";
import { changelogSearchDoc, makeSearchFiles, searchTypeDefs } from "./src/node/search";
import { makeContentResolvers, reportingNodeErrors } from "./src/node/content/node";
import { mdxPluginOptions } from "./src/node/markdown";
import { makeChangelog } from "./src/node/changelog";
import { fileBuildCache } from "./src/node/build-cache";

const site = loadSiteConfig();
const sidebars = loadSidebars();
// Results computed from inputs alone (OpenAPI validation, the change gate's diff) kept between builds.
const buildCache = fileBuildCache();
const changelog = makeChangelog(site, buildCache);
const api = makeApiReference(site, openApiFile, changelog.fieldEntry, buildCache);
const search = makeSearchFiles({
  config: site,
  sidebars,
  anchorsFor: (doc) => [...api.pages.headingsFor(doc).map((h) => h.id), ...api.pages.anchorsFor(doc)],
  extraDocs: [changelogSearchDoc(site, changelog.entries)].filter((d) => d !== null),
});
const siteWebpackConfig = makeOnCreateWebpackConfig(site);

/** Runs one step of a hook as a Gatsby activity, so the build's output says what it took (`success <name> - 1.2s`). */
function timed<T>(reporter: Reporter, name: string, step: () => T): T {
  const activity = reporter.activityTimer(name);
  activity.start();
  try {
    return step();
  } finally {
    activity.end();
  }
}

// The API change gate: an unannounced breaking change to the OpenAPI document stops the build (src/node/changelog).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => changelog.gate(reporter);
// Declares the doc fields explicitly (src/node/content/schema.ts), and the search index nodes' types.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  contentTypes(args);
  args.actions.createTypes(searchTypeDefs);
};
// One ApiOperation node per operation of the validated OpenAPI document (src/node/openapi).
// One ChangelogEntry node per file of content/changelog/.
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  api.sourceNodes(args);
  changelog.sourceNodes(args);
};
// The OpenAPI downloads and per-operation schemas, and the search index files, written into public/.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args) => {
  timed(args.reporter, "OpenAPI downloads and schemas", () => api.writeFiles());
  timed(args.reporter, "search index files", () => search.onPostBootstrap(args));
};
// Adds id, route, titles, headings and links to every MDX doc.
// Gatsby keeps a cached doc's fields until a gatsby-* file of the site changes, so this file names
// the version of the code that makes them; a build on an older cache then starts afresh instead of
// failing on fields that cached docs lack (src/node/content/__tests__/node-fields-version.test.ts).
// Node fields: 9c72c5003017
// In develop, a doc that cannot be read (frontmatter, MDX) also shows its error in the browser (src/node/content/develop-overlay.ts).
export const onCreateNode: GatsbyNode["onCreateNode"] = reportingNodeErrors(makeOnCreateNode(site));
// Only MDX nodes get fields: Gatsby skips the hook for every other node (a File and a SitePage per page).
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = isDocNode;
// `Mdx.contentTree`: each doc body compiled into the page data its template queries.
// Gatsby keeps a doc's compiled body until the doc or a gatsby-* file changes, so this file names
// the version of the code that compiles it (src/node/content/__tests__/node-fields-version.test.ts).
// Doc bodies: e2930f88b033
export const createResolvers: GatsbyNode["createResolvers"] = makeContentResolvers(mdxPluginOptions(site));
// One page per doc; sidebars resolved and links checked first; API pages get their reference data.
// The changelog page, its anchors and links checked with the docs'; operation pages get "Changed on …" notes.
const createDocPages = makeCreatePages(site, sidebars, siteExtras(api, changelog));
export const createPages: GatsbyNode["createPages"] = (args) => {
  createDocPages(args);
  changelog.createPage(args.actions.createPage, (operationId) => api.pages.operationPage(operationId));
};
// The validated config, analytics settings and search index URLs reach the browser as constants;
// webpack's cache is versioned by the lockfile and this code, not by walking node_modules (last:
// it rewrites the config as set so far). (One parameter, not three: Gatsby would wait for a callback.)
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  siteWebpackConfig(args);
  search.onCreateWebpackConfig(args);
  versionedWebpackCache(args);
};
// `gatsby develop` serves the search index fresh from the current nodes.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = search.onCreateDevServer;
// The Markdown copies and llms files: what they are made of, and the downloads llms.txt lists.
const markdownExport: MarkdownExportSetup = {
  config: site,
  sidebars: (docs) => resolveSidebars(site, sidebars, docs),
  dataFor: api.pages.dataFor,
  downloads: [
    {
      label: "OpenAPI document (YAML)",
      path: `${downloadBase}.yaml`,
      description: "The merchant API v2 contract: every operation, schema and example.",
    },
    { label: "OpenAPI document (JSON)", path: `${downloadBase}.json`, description: "The same document as JSON." },
    {
      label: "All pages in one file",
      path: "/llms-full.txt",
      description:
        "Every page of this index in full, as Markdown, in one large file (the files by product area above hold the same).",
    },
  ],
  // In Gatsby's cache folder, emptied with it (`gatsby clean`, or a change to a gatsby-* file).
  cacheFile: ".cache/caches/llms-markdown/pages.json",
};
// sitemap.xml and robots.txt, the Markdown copies and llms files, then each page's hashed Content Security
// Policy; a page whose HTML names CSS-module classes its inline stylesheet lacks fails the build.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType, reporter }) => {
  timed(reporter, "sitemap", () => writeSitemap(getNodesByType, site));
  const markdownPages = timed(reporter, "Markdown copies and llms files", () =>
    exportMarkdown(getNodesByType, markdownExport),
  );
  reporter.info(`Markdown copies written for ${markdownPages} pages, with llms.txt and llms-full.txt`);
  changelog.writeFiles();
  reporter.info(`Changelog: ${changelog.entries.length} entries, Atom feed and Markdown copy written`);
  const csp = timed(reporter, "Content Security Policy", () =>
    writeCsp("public", site, process.env, ".cache/caches/csp/pages.json"),
  );
  reporter.info(`Content Security Policy written for ${csp.pages} pages (${csp.read} read: new or written again)`);
  if (csp.unstyled.length) reporter.panicOnBuild(unstyledPagesMessage(csp.unstyled));
};
