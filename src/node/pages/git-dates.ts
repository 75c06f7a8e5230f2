import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * "Last updated" dates from git history, read once per build: one `git log` over the content
 * folder instead of one per file. Each file gets the committer date (ISO-8601, with the
 * committer's offset) of the last commit that changed it, as `git log -1 --format=%cI -- <file>`
 * gives it (a merge counts when it changed the file against every parent). Files git knows nothing about, or whose
 * last commit is the cut-off of a shallow clone (their real last change is not in the clone),
 * have no date; so does everything when git or the repository is unavailable.
 */

export interface GitDates {
  /** file (relative to the project) → ISO date */
  dates: Map<string, string>;
  /** Why some or all dates are missing, for the build log; null when the history is complete. */
  notice: string | null;
}

/**
 * Parses `git log --format=%x00%H %cI --name-only` output (newest first): the first commit
 * listing a file is its last change. Commits in `boundary` (a shallow clone's cut-off) give no date.
 */
export function parseGitLog(output: string, boundary: Set<string> = new Set()): Map<string, string> {
  const dates = new Map<string, string>();
  const seen = new Set<string>();
  for (const block of output.split("\0").slice(1)) {
    const [header, ...files] = block.split("\n");
    const [hash, date] = header.trim().split(" ");
    for (const raw of files) {
      const file = raw.trim();
      if (!file || seen.has(file)) continue;
      seen.add(file);
      if (!boundary.has(hash) && date) dates.set(file, date);
    }
  }
  return dates;
}

function git(args: string[], cwd: string): { ok: boolean; out: string; error: string } {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return { ok: false, out: "", error: result.error.message };
  return { ok: result.status === 0, out: result.stdout, error: result.stderr.trim() };
}

/** The last-change dates of every file under `folders` (paths relative to `cwd`). */
export function readGitDates(folders: string[], cwd: string = process.cwd()): GitDates {
  // --cc lists a merge's files that differ from every parent: the merges `git log -1 -- <file>` shows.
  const log = git(["log", "--format=%x00%H %cI", "--name-only", "--cc", "--relative", "--", ...folders], cwd);
  if (!log.ok)
    return {
      dates: new Map(),
      notice: `no "Last updated" dates: git history is not available (${log.error || "git log failed"})`,
    };
  let boundary = new Set<string>();
  let notice: string | null = null;
  if (git(["rev-parse", "--is-shallow-repository"], cwd).out.trim() === "true") {
    const shallowFile = path.resolve(cwd, git(["rev-parse", "--git-path", "shallow"], cwd).out.trim());
    boundary = new Set(
      fs.existsSync(shallowFile) ? fs.readFileSync(shallowFile, "utf8").split("\n").filter(Boolean) : [],
    );
    notice = `shallow clone: pages last changed before the clone's cut-off show no "Last updated" date (fetch with --unshallow for all of them)`;
  }
  return { dates: parseGitLog(log.out, boundary), notice };
}

/** The latest of several ISO dates (a page built from several sources changed when any did). */
export function latestDate(dates: (string | undefined | null)[]): string | null {
  let latest: string | null = null;
  for (const d of dates) if (d && (!latest || Date.parse(d) > Date.parse(latest))) latest = d;
  return latest;
}
