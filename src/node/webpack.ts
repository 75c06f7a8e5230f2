import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SiteConfig } from "../config/schema";
import { analyticsRuntimeConfig, loadAnalyticsEnv, type AnalyticsBuildEnv } from "../config/analytics-env";

/** The analytics build values from the environment and package.json (src/config/analytics-env.ts). */
export function analyticsEnvFromProcess(): AnalyticsBuildEnv {
  const { version } = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as { version?: string };
  return loadAnalyticsEnv(process.env, version ?? "");
}

/**
 * Injects the validated site config and the analytics settings as compile-time constants (see
 * src/config/index.ts and src/lib/analytics/client.ts), and in browser bundles swaps postcss,
 * which sanitize-html imports but the sanitiser never calls, for a stub (src/lib/postcss-stub.ts).
 */
export function makeOnCreateWebpackConfig(
  config: SiteConfig,
  analytics: AnalyticsBuildEnv = analyticsEnvFromProcess(),
): GatsbyNode["onCreateWebpackConfig"] {
  return ({ actions, plugins, stage }) => {
    const browser = stage === "build-javascript" || stage === "develop";
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SITE_CONFIG__: JSON.stringify(config),
          __ANALYTICS__: JSON.stringify(analyticsRuntimeConfig(config, analytics)),
        }),
      ],
      ...(browser ? { resolve: { alias: { postcss$: resolve("src/lib/postcss-stub.ts") } } } : {}),
    });
  };
}
