import type { GatsbyConfig } from "gatsby";
import { loadSiteConfig } from "./src/config/load";
import { mdxPluginOptions } from "./src/node/markdown";
import { contentDir } from "./src/node/content";
import { changelogSearchDoc, localSearchPlugins } from "./src/node/search";
import { loadSidebars } from "./src/node/pages";

// Validated once here: an invalid config stops the build naming the field (src/config/schema.ts).
const site = loadSiteConfig();
// content/sidebars.yaml, validated: a bad entry stops the build naming its place.
const sidebars = loadSidebars();
// Absolute, so the pattern cannot match a checkout that happens to live in a folder named changelog.
// The changelog's entries, searchable with the guides (src/node/search/changelog.ts).
const changelogDoc = changelogSearchDoc(site);
const searchableChangelog = changelogDoc ? [changelogDoc] : [];
const changelogIgnore = `${contentDir}/changelog/**`;
// Gatsby's HTML workers load node-fetch 2 (whatwg-url 5), which requires Node's deprecated
// `punycode`; Node warns on the worker's stderr and Gatsby prints that as "ERROR UNKNOWN" in the
// middle of a good build. The workers, started later, inherit this environment.
if (!process.env.NODE_OPTIONS?.includes("--disable-warning=DEP0040"))
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --disable-warning=DEP0040`.trim();

const config: GatsbyConfig = {
  pathPrefix: site.basePath.replace(/\/$/, ""),
  trailingSlash: "always",
  siteMetadata: { title: site.title, description: site.tagline, siteUrl: site.siteUrl },
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins: [
    // Preact in place of React in the browser bundle: about half the first-load JS.
    "gatsby-plugin-preact",
    // Changelog entries (content/changelog/) are ChangelogEntry nodes, not docs (src/node/changelog).
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir, ignore: ["**/*.ts", "**/*.yaml", "**/*.json", changelogIgnore] },
    },
    // MDX bodies are compiled into page data for one template (src/node/content/compile.ts).
    { resolve: "gatsby-plugin-mdx", options: mdxPluginOptions(site) },
    // gatsby-plugin-local-search, one FlexSearch index per context (src/node/search/plugin.ts).
    ...localSearchPlugins({ config: site, sidebars, extraDocs: searchableChangelog }),
  ],
};

export default config;
