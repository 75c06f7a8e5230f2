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

/** Writes the changes and commits exactly those paths, as the repository's git user. */
export function commitFiles(repo: string, changes: FileChange[], message: string): void {
  const paths: string[] = [];
  for (const change of changes) {
    const abs = insideRepo(repo, change.path);
    if (change.content === null) fs.rmSync(abs, { force: true });
    else {
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, change.content);
    }
    paths.push(path.relative(repo, abs));
  }
  git(repo, ["add", "--all", "--", ...paths]);
  const staged = git(repo, ["diff", "--cached", "--name-only", "--", ...paths]);
  if (!staged) return; // saved without a change: nothing to commit
  git(repo, ["commit", "--quiet", "-m", message, "--", ...paths]);
}
