import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Results a build computes from its inputs alone, kept in Gatsby's cache folder between builds so
 * that a build after an edit elsewhere does not compute them again (validating the OpenAPI document,
 * the API change gate's diff: seconds each, every build). An entry is found by a hash of its inputs
 * and of the code's version (every file under src/ and package-lock.json), so a change to either
 * computes it afresh; `gatsby clean` empties the folder.
 */
export interface BuildCache {
  /** `make()`'s result for `inputs` (JSON-serialisable, as is the result): from the cache, or made and kept. */
  get<T>(name: string, inputs: unknown, make: () => T): T;
}

/** No cache: everything is computed (tests, the writers' CMS, scripts). */
export const noBuildCache: BuildCache = { get: (_name, _inputs, make) => make() };

function filesUnder(dir: string): string[] {
  // A folder without code (a test's copy of the content) has no version but the lockfile's.
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** A hash of the build's code: the files under `root`/src and the lockfile. */
export function codeVersion(root: string): string {
  const hash = createHash("sha256");
  const lockfile = path.join(root, "package-lock.json");
  for (const file of [...filesUnder(path.join(root, "src")), ...(fs.existsSync(lockfile) ? [lockfile] : [])])
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/**
 * A cache in `dir`, one file per name holding the latest result (a build needs only the result for
 * the current inputs). The code's version is read on first use, once.
 */
export function fileBuildCache(dir = ".cache/caches/build-results", root = process.cwd()): BuildCache {
  let version: string | null = null;
  return {
    get<T>(name: string, inputs: unknown, make: () => T): T {
      version ??= codeVersion(root);
      const key = createHash("sha256").update(version).update("\0").update(JSON.stringify(inputs)).digest("hex");
      const file = path.join(dir, `${name}.json`);
      try {
        const kept = JSON.parse(fs.readFileSync(file, "utf8")) as { key: string; value: T };
        if (kept.key === key) return kept.value;
      } catch {
        // Not kept yet, or unreadable: computed below.
      }
      const value = make();
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ key, value }));
      return value;
    },
  };
}
