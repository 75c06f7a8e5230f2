import fs from "node:fs";
import path from "node:path";
import {
  DraftConflict,
  deleteDraft,
  draftBranch,
  draftMedia,
  draftPaths,
  draftStatus,
  fileAt,
  listDrafts,
  publishChanges,
  saveDraft,
  setDraftStatus,
} from "../node/drafts";
import { commitFiles } from "../node/git";
import { git, tempRepo } from "./temp-repo";

const repo = () => tempRepo({ "content/guide/a.mdx": "a\n" });

/** What main is: its commit, its work tree and index (`git status`), and its files. */
const mainState = (dir: string) => ({
  head: git(dir, "rev-parse", "main"),
  status: git(dir, "status", "--porcelain", "--untracked-files=all"),
  files: git(dir, "ls-files"),
});

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

// Each test runs tens of git commands, which take seconds on a loaded 2-core machine (the 5 s default is for code alone).
describe("CMS drafts (git branches)", { timeout: 30_000 }, () => {
  it("a draft is a branch cms/<collection>/<slug>: main's commit, work tree and index stay as they were", () => {
    const dir = repo();
    const before = mainState(dir);
    const branch = draftBranch("guide", "b");
    expect(branch).toBe("cms/guide/b");
    const created = saveDraft(
      dir,
      "main",
      branch,
      [
        { path: "content/guide/b.mdx", content: "b\n" },
        { path: "static/img/flow.png", content: png },
      ],
      "docs: create content/guide/b.mdx (CMS)",
      "draft",
    );
    expect(created).toBe(true);
    expect(mainState(dir)).toEqual(before);
    expect(fs.existsSync(path.join(dir, "content/guide/b.mdx"))).toBe(false);
    expect(listDrafts(dir)).toEqual(["guide/b"]);
    expect(draftStatus(dir, branch)).toBe("draft");
    expect(draftPaths(dir, "main", branch)).toEqual([
      { path: "content/guide/b.mdx", deleted: false, newFile: true },
      { path: "static/img/flow.png", deleted: false, newFile: true },
    ]);
    expect(fileAt(dir, branch, "content/guide/b.mdx")?.toString()).toBe("b\n");
    // The draft's image travels with it, and the preview finds it there.
    expect(draftMedia(dir, "static/img/flow.png")).toEqual(png);
  });

  it("a second save is a second commit on the draft; a save without a change makes none; the status moves", () => {
    const dir = repo();
    const branch = draftBranch("guide", "a");
    saveDraft(dir, "main", branch, [{ path: "content/guide/a.mdx", content: "a1\n" }], "m1", "draft");
    expect(saveDraft(dir, "main", branch, [{ path: "content/guide/a.mdx", content: "a2\n" }], "m2", "draft")).toBe(
      false,
    );
    saveDraft(dir, "main", branch, [{ path: "content/guide/a.mdx", content: "a2\n" }], "m3", "draft");
    expect(git(dir, "log", "--format=%s", "main.." + branch).split("\n")).toEqual(["m2", "m1"]);
    expect(draftPaths(dir, "main", branch)).toEqual([{ path: "content/guide/a.mdx", deleted: false, newFile: false }]);
    setDraftStatus(dir, branch, "pending_review");
    expect(draftStatus(dir, branch)).toBe("pending_review");
    setDraftStatus(dir, branch, "pending_publish");
    expect(draftStatus(dir, branch)).toBe("pending_publish");
  });

  it("publish: the draft's files as one commit on main, then the draft is gone; another draft stays untouched", () => {
    const dir = repo();
    const first = draftBranch("guide", "b");
    const second = draftBranch("guide", "c");
    saveDraft(dir, "main", first, [{ path: "content/guide/b.mdx", content: "b\n" }], "m", "pending_publish");
    saveDraft(dir, "main", first, [{ path: "static/img/flow.png", content: png }], "m", "pending_publish");
    saveDraft(dir, "main", second, [{ path: "content/guide/c.mdx", content: "c\n" }], "m", "draft");
    const head = git(dir, "rev-parse", "main");
    const changes = publishChanges(dir, "main", first);
    expect(changes.map((c) => [c.path, c.content?.length])).toEqual([
      ["content/guide/b.mdx", 2],
      ["static/img/flow.png", png.length],
    ]);
    commitFiles(dir, changes, "docs: publish b");
    deleteDraft(dir, first);
    expect(git(dir, "rev-list", "--count", `${head}..main`)).toBe("1");
    expect(git(dir, "show", "--name-only", "--format=%s", "main").split("\n")).toEqual([
      "docs: publish b",
      "",
      "content/guide/b.mdx",
      "static/img/flow.png",
    ]);
    expect(listDrafts(dir)).toEqual(["guide/c"]);
    expect(() => git(dir, "config", "--get", `branch.${first}.description`)).toThrow();
    expect(fs.existsSync(path.join(dir, "content/guide/c.mdx"))).toBe(false);
    // The other draft, made from the older main, still changes only its own file.
    expect(publishChanges(dir, "main", second).map((c) => c.path)).toEqual(["content/guide/c.mdx"]);
  });

  it("publish refuses a draft whose file changed on main since, which it would undo", () => {
    const dir = repo();
    const branch = draftBranch("guide", "a");
    saveDraft(dir, "main", branch, [{ path: "content/guide/a.mdx", content: "draft\n" }], "m", "draft");
    commitFiles(dir, [{ path: "content/guide/a.mdx", content: "published meanwhile\n" }], "docs: edit a");
    expect(() => publishChanges(dir, "main", branch)).toThrow(DraftConflict);
    expect(() => publishChanges(dir, "main", branch)).toThrow(/content\/guide\/a\.mdx changed on main since/);
  });

  it("a deletion in a draft is published as a deletion", () => {
    const dir = repo();
    const branch = draftBranch("guide", "a");
    saveDraft(
      dir,
      "main",
      branch,
      [
        { path: "content/guide/a.mdx", content: null },
        { path: "content/guide/moved.mdx", content: "a\n" },
      ],
      "m",
      "draft",
    );
    expect(publishChanges(dir, "main", branch)).toEqual([
      { path: "content/guide/a.mdx", content: null },
      { path: "content/guide/moved.mdx", content: Buffer.from("a\n") },
    ]);
  });

  it("a draft name stays under refs/heads/cms/", () => {
    expect(() => draftBranch("guide", "../../main")).toThrow("not a draft name");
    expect(() => draftBranch("guide", "a b")).toThrow("not a draft name");
    expect(draftBranch("guide", "payment-gateway/links")).toBe("cms/guide/payment-gateway/links");
  });
});
