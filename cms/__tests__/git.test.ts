import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitFiles, preflight } from "../node/git";

function repo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-git-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  git("init", "--quiet", "-b", "main");
  git("config", "user.name", "Writer");
  git("config", "user.email", "writer@example.test");
  fs.mkdirSync(path.join(dir, "content"));
  fs.writeFileSync(path.join(dir, "content/a.mdx"), "a\n");
  git("add", ".");
  git("commit", "--quiet", "-m", "init");
  return dir;
}

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();

describe("CMS git", () => {
  it("commits exactly the edited file, leaving an untracked file out", () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, "stray.txt"), "not mine\n");
    commitFiles(dir, [{ path: "content/a.mdx", content: "b\n" }], "docs: edit a");
    expect(git(dir, "show", "--name-only", "--format=%s|%an", "HEAD").split("\n")).toEqual([
      "docs: edit a|Writer",
      "",
      "content/a.mdx",
    ]);
    expect(git(dir, "status", "--porcelain")).toBe("?? stray.txt");
  });

  it("refuses a path outside the repository", () => {
    const dir = repo();
    expect(() => commitFiles(dir, [{ path: "../escape.mdx", content: "x" }], "m")).toThrow(
      "../escape.mdx: outside the repository",
    );
  });

  it("preflight: clean main passes; untracked files and another branch are refused, named", () => {
    const dir = repo();
    expect(preflight(dir, "main")).toBeNull();
    fs.writeFileSync(path.join(dir, "notes.txt"), "x");
    expect(preflight(dir, "main")).toMatch(/uncommitted changes[\s\S]*\?\? notes\.txt/);
    fs.rmSync(path.join(dir, "notes.txt"));
    git(dir, "checkout", "--quiet", "-b", "draft");
    expect(preflight(dir, "main")).toContain('The CMS commits to the branch "main", but "draft" is checked out');
  });
});
