/**
 * Current docs without reinstalling: which copy of the docs a server answers from. At start, and
 * then at most hourly (cli.ts), it asks the site for the docs bundle of its major version
 * (docs-bundle.ts) with a conditional request and a short timeout. A new bundle is unpacked into
 * the cache folder, each copy in a folder of its own, so that a server still reading the previous
 * copy is not disturbed; the previous copy is kept, older ones removed. When the site cannot be
 * reached, the last copy fetched answers, else the package's own; `DocsSource` says which and why.
 * A copy older than the package's own is never used.
 */
import fs from "node:fs";
import path from "node:path";
import { BUNDLED, type BuildInfo, type DocsSource } from "./docs-data";
import { unpackDocsBundle } from "./docs-bundle";

/** How long a start waits for the site to answer before it answers from a copy it has. */
export const FETCH_TIMEOUT_MS = 4000;
/** How long the download of a new bundle may then take (about 1.5 MB). */
const DOWNLOAD_TIMEOUT_MS = 30_000;
/** How often a running server asks the site again. */
export const REFRESH_MS = 60 * 60 * 1000;
/** A bundle larger than this is refused (the docs are about 1.5 MB gzipped). */
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;

/**
 * The docs at start, then hourly: `fetchDocs` runs once before this resolves with its copy, then
 * again every `every` ms, each later copy handed to `onNext`. A failed refresh is logged and the
 * server keeps the copy it has; the timer does not keep the process alive.
 */
export async function docsAtStartAndHourly<T>(
  fetchDocs: () => Promise<T>,
  onNext: (next: T) => Promise<void>,
  every = REFRESH_MS,
): Promise<T> {
  const first = await fetchDocs();
  setInterval(() => {
    fetchDocs()
      .then(onNext)
      .catch((error: unknown) => console.error(`docs-mcp: refreshing the docs failed: ${String(error)}`));
  }, every).unref();
  return first;
}

export interface UpdateOptions {
  /** The package's own data folder. */
  bundledDir: string;
  /** The cache folder of this major version. */
  cacheDir: string;
  /** The docs bundle's address, or null when fetching is off. */
  bundleUrl: string | null;
  timeoutMs?: number;
}

export interface CurrentDocs {
  dir: string;
  source: DocsSource;
}

/** What the cache folder records of the copy it holds (meta.json). */
interface CacheMeta {
  /** The copy's folder, in the cache folder. */
  dir: string;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: string;
  builtAt: string;
  version: string;
}

const readJson = <T>(file: string): T | null => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
};

function writeMeta(cacheDir: string, meta: CacheMeta): void {
  const temp = path.join(cacheDir, `meta.${process.pid}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(meta, null, 2)}\n`);
  fs.renameSync(temp, path.join(cacheDir, "meta.json"));
}

/** Removes the copies other than the ones named (a crash can leave a half-written one too). */
function prune(cacheDir: string, keep: string[]): void {
  for (const entry of fs.readdirSync(cacheDir))
    if (entry.startsWith("data-") && !keep.includes(entry))
      fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
}

const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  if ((error as { name?: string })?.name === "TimeoutError") return "no answer within the timeout";
  return cause ?? (error instanceof Error ? error.message : String(error));
};

/** The copy of the docs to answer from now, asking the site when `bundleUrl` is set. */
export async function currentDocs(options: UpdateOptions): Promise<CurrentDocs> {
  const { bundledDir, cacheDir, bundleUrl } = options;
  const bundled = readJson<BuildInfo>(path.join(bundledDir, "build.json"));
  if (!bundled) return { dir: bundledDir, source: BUNDLED };
  const meta = readJson<CacheMeta>(path.join(cacheDir, "meta.json"));
  const cached =
    meta && meta.builtAt >= bundled.builtAt && fs.existsSync(path.join(cacheDir, meta.dir, "build.json")) ? meta : null;
  const fallback = (why: string): CurrentDocs =>
    cached
      ? {
          dir: path.join(cacheDir, cached.dir),
          source: {
            kind: "cached",
            fetchedAt: cached.fetchedAt,
            note: `${why}: the answers come from the copy of the site's docs fetched at ${cached.fetchedAt}.`,
          },
        }
      : {
          dir: bundledDir,
          source: { ...BUNDLED, note: `${why}: the answers come from the docs bundled in the package.` },
        };
  if (!bundleUrl) return fallback("Fetching the docs from the site is off");

  let response: Response;
  let bytes: Buffer;
  const abort = new AbortController();
  const timeout = (ms: number) => setTimeout(() => abort.abort(new DOMException("timeout", "TimeoutError")), ms);
  let timer = timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = {};
    if (cached?.etag) headers["If-None-Match"] = cached.etag;
    if (cached?.lastModified) headers["If-Modified-Since"] = cached.lastModified;
    response = await fetch(bundleUrl, { headers, signal: abort.signal });
    clearTimeout(timer);
    timer = timeout(DOWNLOAD_TIMEOUT_MS);
    if (response.status === 304 && cached)
      return {
        dir: path.join(cacheDir, cached.dir),
        source: {
          kind: "fetched",
          fetchedAt: cached.fetchedAt,
          note: `The site's current docs: fetched at ${cached.fetchedAt}, unchanged at ${new Date().toISOString()}.`,
        },
      };
    if (!response.ok) return fallback(`The site answered HTTP ${response.status} for ${bundleUrl}`);
    if (Number(response.headers.get("content-length") ?? 0) > MAX_BUNDLE_BYTES)
      return fallback(`The docs bundle at ${bundleUrl} is too large`);
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return fallback(`The site could not be reached (${reasonOf(error)})`);
  } finally {
    clearTimeout(timer);
  }
  if (bytes.length > MAX_BUNDLE_BYTES) return fallback(`The docs bundle at ${bundleUrl} is too large`);

  const name = `data-${Date.now().toString(36)}-${process.pid}`;
  const dir = path.join(cacheDir, name);
  let build: BuildInfo;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    build = unpackDocsBundle(bytes, dir, bundled.version.split(".")[0]);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    return fallback(`The site's docs bundle was not usable (${reasonOf(error)})`);
  }
  if (build.builtAt < bundled.builtAt) {
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      dir: bundledDir,
      source: { ...BUNDLED, note: "The docs bundled in the package are newer than the site's." },
    };
  }
  const fetchedAt = new Date().toISOString();
  try {
    writeMeta(cacheDir, {
      dir: name,
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
      fetchedAt,
      builtAt: build.builtAt,
      version: build.version,
    });
    prune(cacheDir, [name, ...(meta ? [meta.dir] : [])]);
  } catch {
    // The copy answers this run all the same; the next start fetches it again.
  }
  return { dir, source: { kind: "fetched", fetchedAt, note: `The site's current docs, fetched at ${fetchedAt}.` } };
}
