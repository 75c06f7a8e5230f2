import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import type { SiteConfig } from "../../config/schema";
import { modernBrowserOutput } from "./modern-output";
import { withShortClassNames, withShortFileHashes } from "./short-names";
import { StableCompilationHash } from "./stable-hash";
import { analyticsRuntimeConfig, loadAnalyticsEnv, type AnalyticsBuildEnv } from "../../config/analytics-env";

/** The analytics build values from the environment and package.json (src/config/analytics-env.ts). */
export function analyticsEnvFromProcess(): AnalyticsBuildEnv {
  const { version } = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8")) as { version?: string };
  return loadAnalyticsEnv(process.env, version ?? "");
}

/**
 * A digest of every stylesheet under `dir` (paths and contents), salted into the server
 * renderer's hashes. Every page inlines the site's stylesheet in its <head>, but the server bundle
 * holds only CSS modules' class names, not their rules, and Gatsby renders a page's HTML again
 * only when the server bundle's hash or the page's data changes: without the salt, a build after
 * a CSS-only edit kept every page's old styles until `gatsby clean`.
 */
export function stylesheetsDigest(dir: string = resolve("src")): string {
  const hash = createHash("sha256");
  const walk = (folder: string): void => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".css")) hash.update(relative(dir, path)).update("\0").update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 16);
}

/** What CssOrderGuard needs of webpack's compiler (typed here: webpack is Gatsby's, not ours). */
interface GuardedCompiler {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          warnings: { message: string }[];
          errors: unknown[];
          hooks: { afterSeal: { tap(name: string, run: () => void): void } };
        }) => void,
      ): void;
    };
  };
}

/**
 * Fails the browser build on mini-css-extract-plugin's "Conflicting order" warning: the chunk
 * groups import the stylesheets in different orders, so the one stylesheet's order (which rule
 * wins between equally specific selectors) depends on the plugin's compromise, not on the code.
 * The cause was an import cycle (gatsby-browser.tsx says how it is kept consistent).
 */
export class CssOrderGuard {
  apply(compiler: GuardedCompiler): void {
    compiler.hooks.thisCompilation.tap("CssOrderGuard", (compilation) => {
      compilation.hooks.afterSeal.tap("CssOrderGuard", () => {
        const conflicts = compilation.warnings.filter((w) => /Conflicting order/.test(w.message));
        if (!conflicts.length) return;
        const modules = conflicts.map((w) => /\* css [^\n]*!\.?\/?([^!\n]+\.css)/.exec(w.message)?.[1] ?? "?");
        compilation.errors.push(
          new Error(
            `CSS imported in a different order by different chunk groups (${conflicts.length} "Conflicting order" ` +
              `warnings; first: ${[...new Set(modules)].slice(0, 5).join(", ")}). Import the shared parts in the ` +
              `same order everywhere (see the comment at the top of gatsby-browser.tsx).`,
          ),
        );
      });
    });
  }
}

/**
 * Parts of Gatsby's browser runtime that the production app chunk carries but this site never
 * runs, aliased to an empty module (about 3 KB gzipped off every page's first visit):
 * - the internal Partytown plugin's gatsby-browser.js only injects the snippet for
 *   `off-main-thread` <Script>s in `gatsby develop` (it returns at once in production), and it is
 *   what pulls gatsby-script and @builder.io/partytown's integration into the bundle. The site
 *   renders no gatsby <Script> (its inline scripts come from gatsby-ssr.tsx), so nothing else
 *   imports gatsby-script.
 * - .cache/register-service-worker.js is required only when a plugin answers
 *   `registerServiceWorker`, and no plugin of this site does: it ships no service worker.
 * Paths are resolved as webpack resolves them (symlinks followed), so the aliases match the
 * requests of .cache/api-runner-browser-plugins.js and .cache/production-app.js.
 */
function unusedGatsbyRuntime(): Record<string, false> {
  // gatsby-node is bundled, so `require.resolve` is not Node's: resolve from the project instead.
  const projectRequire = createRequire(join(process.cwd(), "package.json"));
  return {
    [realpathSync(projectRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"))]: false,
    [realpathSync(resolve(".cache/register-service-worker.js"))]: false,
  };
}

/**
 * Dependencies of Gatsby's browser runtime that the production app chunk carries, swapped for
 * smaller modules with the same exports that the site uses (src/lib/router-scroll.ts,
 * src/lib/invariant-stub.ts, src/lib/prop-types-stub.ts and src/lib/head-handler.ts say what each
 * keeps):
 * gatsby-react-router-scroll, whose CommonJS, prop-types and Babel class helpers are most of its
 * size, `invariant`, which Gatsby's router calls with ready-made messages, and `prop-types`, whose
 * validators Preact never runs in production, and the Head API's browser handler, most of which
 * serves what the site's `Head` exports never render. About 2.1 KB gzipped off every page's first
 * visit.
 */
function leanGatsbyRuntime(): Record<string, string> {
  return {
    "gatsby-react-router-scroll$": resolve("src/lib/router-scroll.ts"),
    invariant$: resolve("src/lib/invariant-stub.ts"),
    "prop-types$": resolve("src/lib/prop-types-stub.ts"),
    "gatsby-link$": resolve("src/lib/gatsby-link.tsx"),
    [realpathSync(resolve(".cache/head/head-export-handler-for-browser.js"))]: resolve("src/lib/head-handler.ts"),
  };
}

/** What withLeanReactDefault reads of Gatsby's browser config (typed here: webpack is Gatsby's). */
interface AliasedConfig {
  resolve?: { alias?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The production browser build's `react` is src/lib/react-default.ts (its comment says why), and
 * its `react-dom/client` is preact/compat's ES module: Gatsby's runtime `require`s that, which
 * would take compat's CommonJS build, whose own `require("preact/compat")` keeps every export of
 * compat, its default object included. Both go ahead of gatsby-plugin-preact's aliases: webpack
 * takes the first alias that matches a request, and `react$` matches `react` alone, so
 * `react/jsx-runtime` still resolves through the plugin's.
 */
export function withLeanReactDefault<T extends AliasedConfig>(
  config: T,
): T & { resolve: { alias: Record<string, unknown> } } {
  const projectRequire = createRequire(join(process.cwd(), "package.json"));
  const alias = {
    react$: resolve("src/lib/react-default.ts"),
    "react-dom/client$": join(dirname(projectRequire.resolve("preact/compat/package.json")), "client.mjs"),
    ...config.resolve?.alias,
  };
  return { ...config, resolve: { ...config.resolve, alias } };
}

/**
 * Browser bundles replace every `./server-render` module with src/components/server-render-stub.ts:
 * such a module hands server rendering, synchronously, code that the browser loads as a chunk.
 */
function withoutServerRender(plugins: CreateWebpackConfigArgs["plugins"]): unknown {
  return plugins.normalModuleReplacement(/(^|[\\/])server-render$/, resolve("src/components/server-render-stub.ts"));
}

/**
 * Injects the validated site config and the analytics settings as compile-time constants (see
 * src/config/index.ts and src/lib/analytics/client.ts), and in browser bundles swaps postcss,
 * which sanitize-html imports but the sanitiser never calls, for a stub (src/lib/postcss-stub.ts).
 * The production browser build also gets CssOrderGuard and a compilation hash from its output only
 * (StableCompilationHash), and the server renderer's hashes are salted with the stylesheets' digest
 * (stylesheetsDigest).
 *
 * The signature, search, chat, navigation and openapi domains' modules are marked free of side effects:
 * without the mark webpack keeps every module a front door re-exports in the first load of a page
 * that uses one of them (an API page uses only the strings to sign, for its header table, not PEM parsing,
 * Web Crypto or the playground; the navbar's search box uses only the search page's address and
 * the recent searches), or in a chunk that needs one export (the app chunk takes navigation's
 * route transitions, not the link handling of kept server HTML; an operation page's template takes
 * the sections it shows, not the overview tables' status groups or the anchors the link check reads).
 */
/**
 * A value for DefinePlugin that defines an object key by key (its plain objects' keys, down to
 * arrays and scalars, which are JSON): `__SITE_CONFIG__.chat.configUrl` then compiles to that one
 * string where it is read, while a bare `__SITE_CONFIG__` still compiles to the whole object.
 */
export function definedKeyByKey(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return JSON.stringify(value);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, definedKeyByKey(inner)]));
}

/** The site config the bundles carry: all but the analytics settings, which they get as __ANALYTICS__. */
export function bundledSiteConfig({ analytics: _analytics, ...config }: SiteConfig): Omit<SiteConfig, "analytics"> {
  return config;
}

export function makeOnCreateWebpackConfig(
  config: SiteConfig,
  analytics: AnalyticsBuildEnv = analyticsEnvFromProcess(),
): (args: Pick<CreateWebpackConfigArgs, "actions" | "getConfig" | "plugins" | "stage">) => void {
  return ({ actions, getConfig, plugins, stage }) => {
    const browser = stage === "build-javascript" || stage === "develop";
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SITE_CONFIG__: definedKeyByKey(bundledSiteConfig(config)),
          __ANALYTICS__: JSON.stringify(analyticsRuntimeConfig(config, analytics)),
        }),
        ...(stage === "build-javascript" ? [new CssOrderGuard(), new StableCompilationHash()] : []),
        ...(browser ? [withoutServerRender(plugins)] : []),
      ],
      module: {
        rules: [
          {
            test: /[\\/]src[\\/]lib[\\/](signature|search|chat|navigation|openapi)[\\/][^\\/]+\.ts$/,
            sideEffects: false,
          },
        ],
      },
      ...(browser
        ? {
            resolve: {
              alias: {
                postcss$: resolve("src/lib/postcss-stub.ts"),
                ...(stage === "build-javascript" ? { ...unusedGatsbyRuntime(), ...leanGatsbyRuntime() } : {}),
              },
            },
          }
        : {}),
    });
    // Not in setWebpackConfig: Gatsby drops `output` from what that merges.
    if (stage === "build-html") {
      const config = withShortClassNames(getConfig() as { output?: object });
      actions.replaceWebpackConfig({ ...config, output: { ...config.output, hashSalt: stylesheetsDigest() } });
    }
    if (stage === "build-javascript")
      actions.replaceWebpackConfig(
        withShortFileHashes(
          withShortClassNames(withLeanReactDefault(modernBrowserOutput(getConfig() as object, plugins))),
        ),
      );
  };
}
