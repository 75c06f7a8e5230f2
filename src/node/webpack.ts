import { resolve } from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SiteConfig } from "../config/schema";

/**
 * Injects the validated site config as a compile-time constant (see src/config/index.ts), and in
 * browser bundles swaps postcss, which sanitize-html imports but the sanitiser never calls, for a
 * stub (src/lib/postcss-stub.ts).
 */
export function makeOnCreateWebpackConfig(config: SiteConfig): GatsbyNode["onCreateWebpackConfig"] {
  return ({ actions, plugins, stage }) => {
    const browser = stage === "build-javascript" || stage === "develop";
    actions.setWebpackConfig({
      plugins: [plugins.define({ __SITE_CONFIG__: JSON.stringify(config) })],
      ...(browser ? { resolve: { alias: { postcss$: resolve("src/lib/postcss-stub.ts") } } } : {}),
    });
  };
}
