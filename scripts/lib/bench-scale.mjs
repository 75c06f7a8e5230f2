// The bench's building blocks for a synthetic site: a throwaway copy of the project (the
// repository's own content/ is never written to), a timed build with the peak memory of its whole
// process tree, and a hash of every page's HTML to tell which pages a build rewrote.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const projectEntries = [
  "content",
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

/** Copies what a build reads into a new temporary folder and links node_modules; returns it. */
export function copyProject(root) {
  const dir = mkdtempSync(join(tmpdir(), "docs-bench-"));
  for (const entry of projectEntries) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}

/**
 * Resident memory, in bytes, of `pid` and all its descendants, read from /proc. Gatsby renders
 * HTML in worker processes, so the figure that must fit the machine is the tree's sum, not the
 * largest process's (what `/usr/bin/time` reports). Returns 0 where /proc is missing.
 */
export function treeRss(pid, proc = "/proc") {
  let entries;
  try {
    entries = readdirSync(proc).filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const children = new Map();
  const rss = new Map();
  for (const name of entries) {
    try {
      const stat = readFileSync(join(proc, name, "stat"), "utf8");
      // The command name may hold spaces and parentheses: fields count from the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      const pages = Number(readFileSync(join(proc, name, "statm"), "utf8").split(" ")[1]);
      rss.set(Number(name), pages * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // The process ended while we read it.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    total += rss.get(p) ?? 0;
    queue.push(...(children.get(p) ?? []));
  }
  return total;
}

/**
 * Runs a command to its end; resolves to its wall time, the peak RSS of its process tree and its
 * standard output.
 */
export function measure(cmd, args, { cwd, env, sampleMs = 250 }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (text) => (stdout += text));
    let peakRss = 0;
    const timer = setInterval(() => {
      peakRss = Math.max(peakRss, treeRss(child.pid));
    }, sampleMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${cmd} ${args.join(" ")} exited with ${code} in ${cwd}`));
      else resolve({ ms: Date.now() - started, peakRss, stdout });
    });
  });
}

/** SHA-1 of every file under `dir` that `keep` accepts, keyed by its path relative to `dir`. */
export function hashFiles(dir, keep = () => true) {
  const out = new Map();
  // Gatsby writes folders named like files too (a page at `/x.html/`): only files are hashed.
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name));
    if (!keep(file)) continue;
    out.set(
      file,
      createHash("sha1")
        .update(readFileSync(join(dir, file)))
        .digest("hex"),
    );
  }
  return out;
}

/** SHA-1 of every .html file under `dir`, keyed by its path relative to `dir`. */
export const hashHtml = (dir) => hashFiles(dir, (file) => file.endsWith(".html"));

/** The files whose hash differs between two `hashHtml` results, including added and removed ones. */
export function changedFiles(before, after) {
  const changed = [];
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.push(file);
  for (const file of before.keys()) if (!after.has(file)) changed.push(file);
  return changed.sort();
}

/** How many pages Gatsby rendered to HTML, from its build output; undefined if it did not say. */
export function renderedPages(gatsbyOutput) {
  if (gatsbyOutput.includes("There are no new or changed html files to build")) return 0;
  const m = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(gatsbyOutput);
  return m ? Number(m[1]) : undefined;
}

/**
 * Gatsby's timed steps in its build output (`success <step> - 12.3s`), slowest first: where a
 * build's time goes. A step Gatsby runs more than once (one per plugin) is summed.
 */
export function buildSteps(gatsbyOutput) {
  const steps = new Map();
  // Without a terminal Gatsby still moves the cursor before each line: the escapes go first.
  const text = gatsbyOutput.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
  for (const m of text.matchAll(/^success (.+?) - ([\d.]+)s\b/gm))
    steps.set(m[1], (steps.get(m[1]) ?? 0) + Number(m[2]));
  return [...steps].map(([step, s]) => ({ step, ms: Math.round(s * 1000) })).sort((a, b) => b.ms - a.ms);
}
