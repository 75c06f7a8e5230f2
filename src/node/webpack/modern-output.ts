import type { CreateWebpackConfigArgs } from "gatsby";

/**
 * The language level webpack's runtime and Terser write the browser bundles in. Gatsby's default
 * browserslist (this site has no other) keeps only browsers that support ES modules, and today
 * every one of them runs ES2022: Babel (babel-preset-gatsby, patched in patches/ to compile only
 * what the targets lack) leaves `?.`, `??`, class fields and spread as written, and a unit test
 * fails if the list ever needs them compiled. ES2017 is enough for what webpack and Terser write
 * (arrow functions, shorthand properties); a higher level saves nothing more.
 */
export const browserEcma = 2017;

/** What modernBrowserOutput reads of Gatsby's browser config (typed here: webpack is Gatsby's). */
interface BrowserConfig {
  target?: unknown;
  optimization?: { minimizer?: unknown[] } & Record<string, unknown>;
}

/**
 * Gatsby targets ES5 in the browser build (webpack's `target: ["web", "es5"]`, Terser at `ecma: 5`),
 * so webpack's runtime and every module wrapper are `function` expressions, and Terser may not write
 * the shorter ES2015 forms. At `browserEcma` the same code is smaller (about 0.5 KB gzipped of a
 * page's first visit). Only Terser is replaced; the CSS minimizer stays as Gatsby sets it.
 */
export function modernBrowserOutput<T extends BrowserConfig>(
  config: T,
  plugins: Pick<CreateWebpackConfigArgs["plugins"], "minifyJs">,
): T {
  const minimizer = config.optimization?.minimizer ?? [];
  const isTerser = (plugin: unknown) => (plugin as object | null)?.constructor?.name === "TerserPlugin";
  if (!minimizer.some(isTerser)) return { ...config, target: ["web", `es${browserEcma}`] };
  const terser: unknown = plugins.minifyJs({
    terserOptions: {
      ecma: browserEcma,
      parse: { ecma: 2020 },
      compress: { ecma: browserEcma, passes: 2 },
      mangle: { safari10: true },
      // `output`, not `format`: Gatsby's defaults name it so, and Terser refuses both.
      output: { ecma: browserEcma },
    },
  });
  return {
    ...config,
    target: ["web", `es${browserEcma}`],
    optimization: {
      ...config.optimization,
      minimizer: minimizer.map((plugin) => (isTerser(plugin) ? terser : plugin)),
    },
  };
}
