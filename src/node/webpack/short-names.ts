/**
 * Shorter names in the production bundles, which every first visit fetches:
 *
 * - CSS modules' class names are `_` and six letters (`_aBcDeF`) instead of css-loader's
 *   `styles-module--button--1a2b3` as Gatsby names them. Every class a component uses is a string
 *   in its JavaScript (and in the HTML, and in the stylesheet): about 0.3 KB gzipped of a first
 *   visit's scripts. The hash is of the module's path and the class's name, so the server bundle
 *   and the browser bundle name a class alike (both stages get this). Develop keeps the readable
 *   names.
 * - Content hashes in file names are `chunkHashLength` hex digits instead of 20, and the chunks
 *   Gatsby names by a SHA-1 of the templates sharing them (40 hex digits) take its first 12:
 *   webpack's runtime maps every chunk to its name and hash, and on a first visit that map was a
 *   third of it.
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

/** What these functions read of Gatsby's config (typed here: webpack is Gatsby's). */
interface NamedConfig {
  module?: { rules?: unknown[] };
  output?: object;
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, { name?: unknown } | false> } & Record<string, unknown>;
  } & Record<string, unknown>;
}

/** Hex digits kept of the names Gatsby gives shared chunks (a SHA-1 of the sharing chunks' names). */
export const sharedChunkNameLength = 12;

/** Gatsby's production config (`build-javascript` and `build-html` alike) with moduleClassName. */
export function withShortClassNames<T extends object>(config: T): T {
  const named = config as NamedConfig;
  return { ...config, module: { ...named.module, rules: renameModules(named.module?.rules ?? []) as unknown[] } };
}

/** The browser bundles' config (`build-javascript`) with file names' hashes of chunkHashLength digits. */
export function withShortFileHashes<T extends object>(config: T): T {
  const named = config as NamedConfig;
  const splitChunks = named.optimization?.splitChunks;
  const shared = splitChunks?.cacheGroups?.shared;
  const name = shared ? shared.name : undefined;
  const optimization =
    splitChunks && shared && typeof name === "function"
      ? {
          ...named.optimization,
          splitChunks: {
            ...splitChunks,
            cacheGroups: {
              ...splitChunks.cacheGroups,
              shared: {
                ...shared,
                name: (...args: unknown[]) => String(name(...args)).slice(0, sharedChunkNameLength),
              },
            },
          },
        }
      : named.optimization;
  return {
    ...config,
    output: { ...named.output, hashDigestLength: chunkHashLength },
    ...(optimization ? { optimization } : {}),
  };
}
