import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { git, insideRepo, type FileChange } from "./git";

/**
 * Drafts of Decap's editorial workflow on the local repository: a draft is the branch
 * `cms/<collection>/<slug>`, made from the CMS branch, its status (draft, pending_review,
 * pending_publish) kept in git's branch description as decap-server keeps it. Unlike
 * decap-server, which checks the draft's branch out to write it, a draft is written with git's
 * plumbing (a temporary index, `commit-tree`, `update-ref`): the work tree, the index and the CMS
 * branch are never touched until Publish, so `npm run develop` and the build keep reading the
 * published files while drafts wait.
 */

/** Where Decap's content keys (`<collection>/<slug>`) live as branches. */
const prefix = "cms/";

/** A draft's branch name for Decap's collection and slug. */
export function draftBranch(collection: string, slug: string): string {
  const branch = `${prefix}${collection}/${slug}`;
  // A slug comes from the request: only a name git accepts, and no way out of refs/heads/cms/.
  if (!/^[\w./-]+$/.test(branch) || branch.split("/").some((part) => part === ".." || part === "." || !part))
    throw new Error(`${collection}/${slug}: not a draft name`);
  return branch;
}

/** Decap's content key (`guide/payment-links`) from a draft's branch name. */
const contentKey = (branch: string) => branch.slice(prefix.length);

/** The content keys of every draft, as Decap's `unpublishedEntries` lists them. */
export function listDrafts(repo: string): string[] {
  const refs = git(repo, ["for-each-ref", "--format=%(refname:short)", `refs/heads/${prefix}`]);
  return refs ? refs.split("\n").map(contentKey) : [];
}

function tip(repo: string, branch: string): string | null {
  try {
    return git(repo, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`]);
  } catch {
    return null;
  }
}

export const draftExists = (repo: string, branch: string) => tip(repo, branch) !== null;

/** What a draft changes against the CMS branch it was made from: each path, and whether the draft deletes it. */
interface DraftPath {
  path: string;
  deleted: boolean;
  /** Whether the CMS branch has no such file yet (Decap's `newFile`). */
  newFile: boolean;
}

/** The commit the draft was made from (its merge base with the CMS branch). */
function baseOf(repo: string, base: string, branch: string): string {
  return git(repo, ["merge-base", base, branch]);
}

function changedPaths(repo: string, from: string, to: string): DraftPath[] {
  const out = git(repo, ["diff", "--name-status", "--no-renames", "-z", from, to]);
  const fields = out.split("\0").filter(Boolean);
  const paths: DraftPath[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2)
    paths.push({ path: fields[i + 1], deleted: fields[i] === "D", newFile: fields[i] === "A" });
  return paths;
}

/** The paths a draft changes, against the commit it was made from. */
export function draftPaths(repo: string, base: string, branch: string): DraftPath[] {
  return changedPaths(repo, baseOf(repo, base, branch), branch);
}

/** A file's contents on a branch (or any commit), or null when it has none. */
export function fileAt(repo: string, rev: string, file: string): Buffer | null {
  try {
    return execFileSync("git", ["cat-file", "blob", `${rev}:${file}`], {
      cwd: repo,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

/** A git command with a temporary index, so neither the work tree nor the repository's index changes. */
function withIndex<T>(repo: string, run: (git: (args: string[], input?: Buffer | string) => string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-draft-"));
  const env = { ...process.env, GIT_INDEX_FILE: path.join(dir, "index") };
  try {
    return run((args, input) =>
      execFileSync("git", args, { cwd: repo, env, input, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] }).trim(),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Saves a draft: one commit on its branch (made from the CMS branch `base` when it is new)
 * holding `changes` (null deletes a path), and `dropMedia`, the images of an earlier save of the
 * draft that it no longer has, removed. A new draft gets `status`. Returns whether it was new.
 */
export function saveDraft(
  repo: string,
  base: string,
  branch: string,
  changes: FileChange[],
  message: string,
  status: string,
): boolean {
  const parent = tip(repo, branch);
  const from = parent ?? git(repo, ["rev-parse", "--verify", `${base}^{commit}`]);
  const commit = withIndex(repo, (g) => {
    g(["read-tree", from]);
    for (const change of changes) {
      const file = path.relative(repo, insideRepo(repo, change.path)).split(path.sep).join("/");
      if (change.content === null) g(["update-index", "--force-remove", "--", file]);
      else {
        const blob = g(["hash-object", "-w", "--stdin"], change.content);
        g(["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`]);
      }
    }
    const tree = g(["write-tree"]);
    if (parent && tree === git(repo, ["rev-parse", `${parent}^{tree}`])) return parent; // saved without a change
    return g(["commit-tree", tree, "-p", from, "-m", message]);
  });
  // The old value guards against a save in between: none for a new draft (the ref must not exist yet).
  git(repo, ["update-ref", `refs/heads/${branch}`, commit, parent ?? ""]);
  if (!parent) setDraftStatus(repo, branch, status);
  return !parent;
}

export function setDraftStatus(repo: string, branch: string, status: string): void {
  git(repo, ["config", `branch.${branch}.description`, status]);
}

export function draftStatus(repo: string, branch: string): string {
  try {
    return git(repo, ["config", `branch.${branch}.description`]);
  } catch {
    return "draft";
  }
}

/** Deletes a draft: its branch and its status. */
export function deleteDraft(repo: string, branch: string): void {
  git(repo, ["branch", "--quiet", "-D", branch]);
  try {
    git(repo, ["config", "--remove-section", `branch.${branch}`]);
  } catch {
    // no status was kept
  }
}

/** What the draft's last save is dated (Decap's `updatedAt`). */
export function draftUpdatedAt(repo: string, branch: string): string {
  return git(repo, ["log", "-1", "--format=%cI", branch]);
}

/**
 * The changes Publish makes on the CMS branch: the draft's files as the draft has them, and the
 * paths it deletes. Refuses (throws) when the CMS branch changed one of those files since the
 * draft was made, which the draft's version would silently undo.
 */
export function publishChanges(repo: string, base: string, branch: string): FileChange[] {
  const from = baseOf(repo, base, branch);
  const paths = changedPaths(repo, from, branch);
  const moved = new Set(changedPaths(repo, from, base).map((p) => p.path));
  const both = paths.filter((p) => moved.has(p.path)).map((p) => p.path);
  if (both.length)
    throw new DraftConflict(
      `${both.join(", ")} changed on ${base} since this draft was saved, and publishing the draft would undo that change. ` +
        `Nothing was published. Copy your text, delete this draft ("Delete unpublished entry"), and make the edit again on the page as it is now.`,
    );
  return paths.map((p) => ({ path: p.path, content: p.deleted ? null : fileAt(repo, branch, p.path) }));
}

/** A draft that cannot be published as it is (the CMS branch changed its files meanwhile). */
export class DraftConflict extends Error {}

/** An image of any draft (repository path), for the preview; null when no draft has it. */
export function draftMedia(repo: string, file: string): Buffer | null {
  for (const key of listDrafts(repo)) {
    const content = fileAt(repo, `${prefix}${key}`, file);
    if (content) return content;
  }
  return null;
}
