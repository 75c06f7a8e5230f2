import { createHash } from "node:crypto";

/** What StableCompilationHash reads of webpack's compiler (typed here: webpack is Gatsby's, not ours). */
export interface HashedCompiler {
  hooks: {
    thisCompilation: { tap(name: string, run: (compilation: HashedCompilation) => void): void };
  };
}

export interface HashedCompilation {
  hash?: string;
  fullHash?: string;
  chunks: Iterable<{ id: string | number | null; name?: string | null; contentHash: Record<string, string> }>;
  outputOptions: { hashSalt?: string; hashDigestLength?: number };
  hooks: { afterHash: { tap(name: string, run: () => void): void } };
}

/**
 * The compilation's hash from what it emits: its chunks' ids and content hashes (scripts and
 * stylesheets), and the output's hash salt. Sorted, so the order webpack keeps its chunks in does
 * not count.
 */
export function emittedContentHash(compilation: Pick<HashedCompilation, "chunks" | "outputOptions">): string {
  const hash = createHash("sha256");
  hash.update(compilation.outputOptions.hashSalt ?? "");
  const chunks = [...compilation.chunks].map((chunk) => {
    const types = Object.keys(chunk.contentHash).sort();
    return `${String(chunk.id)}\0${chunk.name ?? ""}\0${types.map((type) => `${type}=${chunk.contentHash[type]}`).join("\0")}`;
  });
  for (const line of chunks.sort()) hash.update(line).update("\n");
  return hash.digest("hex");
}

/**
 * Makes a compilation's hash (Gatsby's `webpackCompilationHash`) depend on what the build emits
 * only. Webpack's own hash also takes the hashes of child compilations, which mini-css-extract-plugin
 * runs for CSS modules in a cold build but not in a build from the persistent cache: so the first
 * warm build after a cold one got another hash with the same output. Every page's HTML names that
 * hash, and Gatsby renders every page again when it changes: with 6,000 pages, a warm build with
 * nothing changed rewrote all 6,071 files. The hash still changes whenever a script or stylesheet
 * does, which is what the browser runtime compares (app-data.json) to load a new deploy.
 */
export class StableCompilationHash {
  apply(compiler: HashedCompiler): void {
    compiler.hooks.thisCompilation.tap("StableCompilationHash", (compilation) => {
      compilation.hooks.afterHash.tap("StableCompilationHash", () => {
        const full = emittedContentHash(compilation);
        compilation.fullHash = full;
        compilation.hash = full.slice(0, compilation.outputOptions.hashDigestLength ?? 20);
      });
    });
  }
}
