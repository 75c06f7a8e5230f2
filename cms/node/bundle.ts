import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { build, type BuildOptions, type Plugin } from "esbuild";
import type { SiteConfig } from "./site-code";

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

/** esbuild names importers by their real path: node_modules may be a link (as in a test clone). */
function realDir(dir: string): string {
  return (fs.existsSync(dir) ? fs.realpathSync(dir) : dir) + path.sep;
}
/** The site's React itself (react-dom 18 imports "react" too). */
const siteReactPackages = ["react", "react-dom"].map((p) => realDir(path.join(root, "node_modules", p)));

/**
 * Two Reacts, each for its own code: the site's (src/ and cms/admin/site/) is React 18 from the
 * root node_modules; everything else — Decap and the libraries npm hoisted to the root
 * (react-redux, emotion…) — gets Decap's React 19, or React 19 would meet React 18 elements.
 */
const twoReacts: Plugin = {
  name: "two-reacts",
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
      if ((args.pluginData as { twoReacts?: boolean } | undefined)?.twoReacts) return undefined;
      const site = [sitePreview, siteSource, ...siteReactPackages].some((dir) => args.importer.startsWith(dir));
      // esbuild's own resolution (browser builds of react-dom), from the folder whose React it is.
      return b.resolve(args.path, {
        kind: args.kind,
        resolveDir: site ? root : path.join(root, "cms"),
        pluginData: { twoReacts: true },
      });
    });
  },
};

export async function buildAdmin(outdir: string, site: SiteConfig, options: { minify?: boolean } = {}): Promise<void> {
  const common = {
    absWorkingDir: root,
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
    plugins: [twoReacts],
  } satisfies BuildOptions;
  await Promise.all([
    // The Decap app, and the API reference text editor (/admin/openapi/, local CMS server only).
    build({
      ...common,
      entryPoints: { admin: path.join(root, "cms/admin/index.tsx"), openapi: path.join(root, "cms/admin/openapi.tsx") },
    }),
    // The preview's MDX compile runs in a worker (cms/admin/site/compile.ts), which has no
    // document: packages' worker builds, not their DOM ones (decode-named-character-reference).
    build({
      ...common,
      entryPoints: { "compile-worker": path.join(root, "cms/admin/site/compile.ts") },
      conditions: ["worker"],
    }),
  ]);
}

/**
 * The admin page: no robots, no links from the site; the app reads config.json beside it. The
 * `openapi` page is one folder down (/admin/openapi/) and loads its bundle from /admin/.
 */
export function adminHtml(entry: "admin" | "openapi" = "admin"): string {
  const src = entry === "admin" ? "admin.js" : "../openapi.js";
  const css = entry === "admin" ? "" : '\n<link rel="stylesheet" href="../openapi.css">';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${entry === "admin" ? "Docs CMS" : "API reference text · Docs CMS"}</title>${css}
<style>
  /* A refused save's message keeps its lines (the build lists each broken link on its own). */
  .Toastify__toast-body { white-space: pre-wrap; }
</style>
</head>
<body>
<script src="${src}"></script>
</body>
</html>
`;
}
