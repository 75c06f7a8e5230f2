/**
 * Shorter names in the production bundles, which every first visit fetches:
 *
 * - CSS modules' class names are `_` and six letters (`_aBcDeF`) instead of css-loader's
 *   `styles-module--button--1a2b3` as Gatsby names them. Every class a component uses is a string
 *   in its JavaScript (and in the HTML, and in the stylesheet): about 0.3 KB gzipped of a first
 *   visit's scripts. The hash is of the module's path and the class's name, so the server bundle
 *   and the browser bundle name a class alike (both stages get this). Develop keeps the readable
 *   names.
 * - Content hashes in file names are `chunkHashLength` hex digits instead of 20: webpack's runtime
 *   maps every chunk to its name and hash, and on a first visit that map was a third of it.
 */

/** css-loader's `localIdentName` in production builds: base52 (letters only) is always a valid identifier. */
export const moduleClassName = "_[hash:base52:6]";

/** A class name moduleClassName makes (the build's check of unstyled classes finds them by this). */
export const moduleClassPattern = /^_[A-Za-z]{6}$/;

/**
 * Hex digits of the content hash in bundle file names (`app-1a2b3c4d.js`): 32 bits, plenty to
 * tell one build's file from another's. The hosting rules that cache such files for a year
 * (scripts/lib/static-server.mjs `hashedName`) know the length.
 */
export const chunkHashLength = 8;

type Json = unknown;

/** Every css-loader use in `rules` (nested `oneOf` and `use` lists), with CSS modules on, named by moduleClassName. */
function renameModules(value: Json): Json {
  if (Array.isArray(value)) return value.map(renameModules);
  if (typeof value !== "object" || value === null || value instanceof RegExp) return value;
  const entry = value as Record<string, unknown>;
  const options = entry.options as { modules?: unknown } | undefined;
  if (
    typeof entry.loader === "string" &&
    /[\\/]css-loader[\\/]/.test(entry.loader) &&
    typeof options?.modules === "object" &&
    options.modules !== null
  ) {
    return {
      ...entry,
      options: { ...options, modules: { ...options.modules, localIdentName: moduleClassName } },
    };
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(entry))
    out[key] = key === "oneOf" || key === "use" || key === "rules" ? renameModules(child) : child;
  return out;
}

/** What withShortNames reads of Gatsby's config (typed here: webpack is Gatsby's). */
interface NamedConfig {
  module?: { rules?: unknown[] };
  output?: object;
}

/** Gatsby's production config (`build-javascript` and `build-html` alike) with moduleClassName. */
export function withShortClassNames<T extends object>(config: T): T {
  const named = config as NamedConfig;
  return { ...config, module: { ...named.module, rules: renameModules(named.module?.rules ?? []) as unknown[] } };
}

/** The browser bundles' config (`build-javascript`) with file names' hashes of chunkHashLength digits. */
export function withShortFileHashes<T extends object>(config: T): T {
  return { ...config, output: { ...(config as NamedConfig).output, hashDigestLength: chunkHashLength } };
}
