import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CommitError, commitFiles, preflight } from "../node/git";

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

  it("a failed commit (a pre-commit hook) undoes the writes and the staging, and says why", () => {
    const dir = repo();
    fs.writeFileSync(
      path.join(dir, ".git/hooks/pre-commit"),
      '#!/bin/sh\necho "vale: 1 error in content/a.mdx" >&2\nexit 1\n',
      {
        mode: 0o755,
      },
    );
    const head = git(dir, "rev-parse", "HEAD");
    expect(() =>
      commitFiles(
        dir,
        [
          { path: "content/a.mdx", content: "edited\n" },
          { path: "content/new/b.mdx", content: "new\n" },
        ],
        "docs: edit a",
      ),
    ).toThrow(new CommitError("git commit failed: vale: 1 error in content/a.mdx"));
    expect(git(dir, "rev-parse", "HEAD")).toBe(head);
    expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(fs.readFileSync(path.join(dir, "content/a.mdx"), "utf8")).toBe("a\n");
    expect(fs.existsSync(path.join(dir, "content/new"))).toBe(false);
  });

  it("a failed commit of a deletion puts the file back", () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, ".git/hooks/pre-commit"), "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    expect(() => commitFiles(dir, [{ path: "content/a.mdx", content: null }], "docs: delete a")).toThrow(CommitError);
    expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(fs.readFileSync(path.join(dir, "content/a.mdx"), "utf8")).toBe("a\n");
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
