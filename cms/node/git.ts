import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Git for the CMS server. Unlike decap-server's local git mode (`git add .`, `--no-verify`), a
 * CMS commit names its files: only what the writer edited is staged and committed, and the
 * repository's hooks run.
 */

export function git(repo: string, args: string[]): string {
  return execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

export function currentBranch(repo: string): string {
  return git(repo, ["rev-parse", "--abbrev-ref", "HEAD"]);
}

/**
 * Why the CMS must not start here, or null: a dirty work tree (untracked files included, since a
 * commit could otherwise sweep them in), another branch than the configured one, or no git user
 * to author the commits.
 */
export function preflight(repo: string, branch: string): string | null {
  try {
    git(repo, ["rev-parse", "--is-inside-work-tree"]);
  } catch {
    return `${repo} is not a git work tree: the CMS commits to git.`;
  }
  const dirty = git(repo, ["status", "--porcelain", "--untracked-files=all"]);
  if (dirty)
    return (
      `The work tree has uncommitted changes; commit or stash them first, so a CMS commit holds only your CMS edits:\n` +
      dirty
        .split("\n")
        .slice(0, 20)
        .map((l) => `  ${l}`)
        .join("\n")
    );
  const current = currentBranch(repo);
  if (current !== branch)
    return `The CMS commits to the branch "${branch}", but "${current}" is checked out: run \`git switch ${branch}\` (or set CMS_BRANCH=${current}).`;
  for (const key of ["user.name", "user.email"]) {
    let value = "";
    try {
      value = git(repo, ["config", key]);
    } catch {
      value = "";
    }
    if (!value) return `git has no ${key}: set it (\`git config ${key} …\`); CMS commits are authored by it.`;
  }
  return null;
}

/** An absolute path inside the repository for a path Decap sends; refuses anything outside it. */
export function insideRepo(repo: string, file: string): string {
  const abs = path.resolve(repo, file);
  if (abs !== repo && !abs.startsWith(repo + path.sep)) throw new Error(`${file}: outside the repository`);
  return abs;
}

export interface FileChange {
  path: string;
  /** New contents; null deletes the file. */
  content: Buffer | string | null;
}

/** A commit that git refused (a failing hook, a broken index): its output, for the writer. */
export class CommitError extends Error {}

/** What git printed for a failed command (a hook's own output included). */
function gitOutput(error: unknown): string {
  const e = error as { stderr?: Buffer | string; stdout?: Buffer | string; message?: string };
  const text = [e.stderr, e.stdout]
    .map((s) => (s ? s.toString().trim() : ""))
    .filter(Boolean)
    .join("\n");
  return text || (e.message ?? String(error));
}

/**
 * Writes the changes and commits exactly those paths, as the repository's git user. When git
 * refuses (a pre-commit hook that fails, say), the files, the index and any folder made for them
 * are put back as they were, and a CommitError carries git's output: a refused save leaves the
 * work tree clean, so the writer can fix the edit and save again.
 */
export function commitFiles(repo: string, changes: FileChange[], message: string): void {
  const paths = changes.map((change) => path.relative(repo, insideRepo(repo, change.path)));
  const before = paths.map((p) => {
    const abs = path.join(repo, p);
    return fs.existsSync(abs) ? fs.readFileSync(abs) : null;
  });
  const madeDirs: string[] = [];
  try {
    changes.forEach((change, i) => {
      const abs = path.join(repo, paths[i]);
      if (change.content === null) fs.rmSync(abs, { force: true });
      else {
        const made = fs.mkdirSync(path.dirname(abs), { recursive: true });
        if (made) madeDirs.push(made);
        fs.writeFileSync(abs, change.content);
      }
    });
    git(repo, ["add", "--all", "--", ...paths]);
    const staged = git(repo, ["diff", "--cached", "--name-only", "--", ...paths]);
    if (!staged) return; // saved without a change: nothing to commit
    git(repo, ["commit", "--quiet", "-m", message, "--", ...paths]);
  } catch (error) {
    try {
      git(repo, ["reset", "--quiet", "--", ...paths]);
    } finally {
      paths.forEach((p, i) => {
        const abs = path.join(repo, p);
        const old = before[i];
        if (old === null) fs.rmSync(abs, { force: true });
        else fs.writeFileSync(abs, old);
      });
      for (const dir of madeDirs.reverse()) fs.rmSync(dir, { recursive: true, force: true });
    }
    if ((error as { status?: unknown }).status !== undefined)
      throw new CommitError(`git commit failed: ${gitOutput(error)}`);
    throw error;
  }
}
