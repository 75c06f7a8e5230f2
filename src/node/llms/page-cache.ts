import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { codeVersion } from "../build-cache";

/**
 * Each page's Markdown from the previous build, kept on disk by a hash of everything it is made
 * of, so that a build after a one-page edit converts that page's MDX again and takes the other
 * pages' Markdown as it was (a conversion parses the MDX and runs the site's remark transform, for
 * three forms of each page: thousands of pages took minutes). The hash covers the page's inputs
 * and the code's version, a hash of every file under src/ and of package-lock.json: a change to the
 * converter or to a dependency converts every page afresh.
 */
export interface MarkdownCache {
  /** The Markdown made from `inputs`: from the cache, or `make()`'s, then kept. */
  markdown(inputs: unknown, make: () => string): string;
  /** Writes the entries this build used, dropping the others. */
  save(): void;
}

/** No cache: every page is converted (tests, and builds without a cache folder). */
export const noMarkdownCache: MarkdownCache = { markdown: (_inputs, make) => make(), save: () => undefined };

/** A cache kept in `file` (a JSON object, hash → Markdown), for the code of `root`. */
export function fileMarkdownCache(file: string, root = process.cwd()): MarkdownCache {
  const version = codeVersion(root);
  let earlier: Record<string, string> = {};
  try {
    earlier = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    // No cache yet, or an unreadable one: every page is converted.
  }
  const used = new Map<string, string>();
  return {
    markdown(inputs, make) {
      const key = createHash("sha256").update(version).update(JSON.stringify(inputs)).digest("hex");
      const markdown = used.get(key) ?? (Object.hasOwn(earlier, key) ? earlier[key] : make());
      used.set(key, markdown);
      return markdown;
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(Object.fromEntries(used)));
    },
  };
}
