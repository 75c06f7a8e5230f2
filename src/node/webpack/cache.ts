import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";

/** The part of webpack's config this file reads and rewrites (typed here: webpack is Gatsby's, not ours). */
interface CacheConfig {
  cache?: false | { type?: string; version?: string; buildDependencies?: Record<string, string[]> };
}

/** Paths under a node_modules folder: their code is what package-lock.json pins. */
const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);

/**
 * A version for webpack's persistent cache that changes whenever the code building the bundles can:
 * the lockfile (every dependency's version: Gatsby, webpack, loaders, plugins), the patches applied
 * to dependencies, and the content of each build dependency outside node_modules (the compiled
 * gatsby-node, which holds this site's webpack config).
 */
export function webpackCacheVersion(buildDependencies: string[], root = process.cwd()): string {
  const patches = path.join(root, "patches");
  const files = [
    path.join(root, "package-lock.json"),
    ...(fs.existsSync(patches)
      ? fs
          .readdirSync(patches)
          .sort()
          .map((name) => path.join(patches, name))
      : []),
    ...buildDependencies.filter((file) => !inNodeModules(file)),
  ];
  const hash = createHash("sha256");
  for (const file of files)
    hash
      .update(path.relative(root, file))
      .update("\0")
      .update(fs.existsSync(file) ? fs.readFileSync(file) : "")
      .update("\0");
  return hash.digest("hex");
}

/** What NodeModulesBuildDependencies needs of webpack's compiler. */
interface DoneCompiler {
  hooks: {
    done: {
      tap(
        name: string,
        run: (stats: {
          compilation: { buildDependencies: Iterable<string> & { delete(file: string): unknown } };
        }) => void,
      ): void;
    };
  };
}

/**
 * Drops the build dependencies under node_modules that webpack adds itself (its own lib folder,
 * every loader a module used) before the cache stores them: the lockfile in the cache's version
 * stands for them.
 */
export class NodeModulesBuildDependencies {
  apply(compiler: DoneCompiler): void {
    compiler.hooks.done.tap("NodeModulesBuildDependencies", ({ compilation }) => {
      for (const file of [...compilation.buildDependencies])
        if (inNodeModules(file)) compilation.buildDependencies.delete(file);
    });
  }
}

/**
 * Webpack's persistent cache of the production stages keyed by `webpackCacheVersion` instead of
 * build dependencies. Webpack checks a build dependency by walking every `require` of it and then
 * the `dependencies` of every package reached, which from Gatsby's webpack config and loaders and
 * the site's gatsby-node is nearly all of node_modules: on a cold build, 15 to 30 s per stage,
 * after the bundles were written and before the build could go on. A hash of the lockfile, the
 * patches and the compiled gatsby-node says the same (a different dependency or config code
 * starts the cache afresh) in milliseconds; build dependencies outside node_modules stay.
 */
export function versionedWebpackCache({
  stage,
  getConfig,
  actions,
}: Pick<CreateWebpackConfigArgs, "stage" | "getConfig" | "actions">): void {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as CacheConfig & { plugins?: unknown[] };
  if (!config.cache || config.cache.type !== "filesystem") return;
  const buildDependencies = Object.values(config.cache.buildDependencies ?? {}).flat();
  actions.replaceWebpackConfig({
    ...config,
    cache: { ...config.cache, buildDependencies: {}, version: webpackCacheVersion(buildDependencies) },
    plugins: [...(config.plugins ?? []), new NodeModulesBuildDependencies()],
  });
}
