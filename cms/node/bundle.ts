import path from "node:path";
import { createRequire } from "node:module";
import { build, type Plugin } from "esbuild";
import type { SiteConfig } from "../../src/config/schema";

/**
 * Builds the admin app into `outdir` (admin.js, admin.css): Decap CMS with its own React 19
 * (cms/node_modules), and a preview that renders with the site's components and the site's
 * React 18 (the root node_modules) into a separate root in the preview pane. Nothing here is
 * imported by src/, so the public site never carries it.
 */

const root = path.resolve(__dirname, "../..");
const siteRequire = createRequire(path.join(root, "package.json"));
const sitePreview = path.join(root, "cms/admin/site") + path.sep;
const siteSource = path.join(root, "src") + path.sep;

/** React for the site's code (src/ and cms/admin/site/) is the site's React, not Decap's. */
const siteReact: Plugin = {
  name: "site-react",
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if (!args.importer.startsWith(sitePreview) && !args.importer.startsWith(siteSource)) return undefined;
      return { path: siteRequire.resolve(args.path) };
    });
  },
};

export async function buildAdmin(outdir: string, site: SiteConfig, options: { minify?: boolean } = {}): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: { admin: path.join(root, "cms/admin/index.tsx") },
    outdir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: options.minify ?? true,
    sourcemap: false,
    jsx: "automatic",
    logLevel: "warning",
    legalComments: "none",
    loader: { ".wasm": "file", ".woff": "file", ".woff2": "file", ".svg": "file", ".png": "file" },
    alias: {
      gatsby: path.join(root, "cms/admin/site/gatsby-shim.tsx"),
      "node:path": path.join(root, "cms/admin/site/path-shim.ts"),
      "node:fs": path.join(root, "cms/admin/site/empty.ts"),
      path: siteRequire.resolve("path-browserify"),
      postcss: path.join(root, "src/lib/postcss-stub.ts"),
    },
    define: {
      __SITE_CONFIG__: JSON.stringify(site),
      __ANALYTICS__: "null",
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
    },
    plugins: [siteReact],
  });
}
