import { createHash } from "node:crypto";
import { relative } from "node:path";

/**
 * Short CSS-module class names for production builds: `_` and 7 hex digits of a hash of the
 * stylesheet's path and the class name (e.g. `_3f9a0c1`), instead of Gatsby's
 * `[name]--[local]--[hash:hex:5]` (`styles-module--skipLink--43cc1`). Every chunk carries its
 * modules' class maps and every page's HTML the class attributes, so each name is bytes of every
 * first visit. The name depends only on the path and the class, so the server rendering and the
 * browser bundle agree. Two classes that would get the same name fail the build: a clash is never
 * silent (with a few hundred classes, 28 bits make one unlikely).
 */

const HASH_DIGITS = 7;

/** What css-loader passes a `getLocalIdent` (the parts used here). */
interface LoaderContext {
  resourcePath: string;
  rootContext: string;
}

/** Returns the `getLocalIdent` function; `taken` (name → stylesheet and class) finds clashes across both builds. */
export function shortClassName(taken = new Map<string, string>()) {
  return (context: LoaderContext, _localIdentName: string, localName: string): string => {
    const key = `${relative(context.rootContext, context.resourcePath).split("\\").join("/")}\0${localName}`;
    const name = `_${createHash("sha256").update(key).digest("hex").slice(0, HASH_DIGITS)}`;
    const owner = taken.get(name);
    if (owner !== undefined && owner !== key)
      throw new Error(
        `CSS-module classes ${owner.replace("\0", " .")} and ${key.replace("\0", " .")} would share the class name ` +
          `${name}: lengthen HASH_DIGITS in src/node/webpack/class-names.ts.`,
      );
    taken.set(name, key);
    return name;
  };
}

interface Rule {
  oneOf?: Rule[];
  rules?: Rule[];
  use?: unknown;
}

interface LoaderUse {
  loader?: string;
  options?: { modules?: unknown };
}

/**
 * Gives every css-loader with CSS modules in a webpack config (Gatsby's `cssModules` rule, in
 * `oneOf` lists) the short class names, in place. Returns how many loaders it changed.
 */
export function applyShortClassNames(rules: Rule[], getLocalIdent = shortClassName()): number {
  let changed = 0;
  for (const rule of rules) {
    changed += applyShortClassNames([...(rule.oneOf ?? []), ...(rule.rules ?? [])], getLocalIdent);
    for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
      const modules = use.options?.modules;
      if (!/[\\/]css-loader[\\/]/.test(use.loader ?? "") || typeof modules !== "object" || modules === null) continue;
      use.options = { ...use.options, modules: { ...modules, getLocalIdent } };
      changed++;
    }
  }
  return changed;
}
