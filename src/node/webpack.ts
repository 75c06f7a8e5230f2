import type { GatsbyNode } from "gatsby";
import type { SiteConfig } from "../config/schema";

/** Injects the validated site config as a compile-time constant (see src/config/index.ts). */
export function makeOnCreateWebpackConfig(config: SiteConfig): GatsbyNode["onCreateWebpackConfig"] {
  return ({ actions, plugins }) => {
    actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_CONFIG__: JSON.stringify(config) })] });
  };
}
