import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { latestDate, parseGitLog, readGitDates } from "../git-dates";

describe("parseGitLog", () => {
  const log = [
    "",
    "c3 2025-03-14T10:00:00+07:00\n\ncontent/guide/a.mdx\n",
    "c2 2025-03-10T09:00:00+07:00\n\ncontent/guide/a.mdx\ncontent/guide/b.mdx\n",
    "c1 2025-01-01T08:00:00+07:00\n\ncontent/guide/c.mdx\n",
  ].join("\0");

  it("takes each file's newest commit", () => {
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      "content/guide/a.mdx": "2025-03-14T10:00:00+07:00",
      "content/guide/b.mdx": "2025-03-10T09:00:00+07:00",
      "content/guide/c.mdx": "2025-01-01T08:00:00+07:00",
    });
  });

  it("gives no date to files whose last commit is a shallow clone's cut-off", () => {
    expect(Object.fromEntries(parseGitLog(log, new Set(["c1"])))).toEqual({
      "content/guide/a.mdx": "2025-03-14T10:00:00+07:00",
      "content/guide/b.mdx": "2025-03-10T09:00:00+07:00",
    });
  });
});

describe("latestDate", () => {
  it("compares instants, not strings, and skips missing dates", () => {
    expect(latestDate(["2025-03-14T10:00:00+07:00", "2025-03-14T04:00:00+00:00", undefined])).toBe(
      "2025-03-14T04:00:00+00:00",
    );
    expect(latestDate([null, undefined])).toBeNull();
  });
});

describe("readGitDates", () => {
  const run = (cwd: string, ...args: string[]) => at("2025-03-14T10:15:30+07:00", cwd, ...args);
  const at = (date: string, cwd: string, ...args: string[]) => {
    const r = spawnSync("git", args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
    });
    if (r.status !== 0) throw new Error(r.stderr + r.stdout);
    return r.stdout;
  };

  it("reads a real repository, and a shallow clone of it without inventing dates", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "git-dates-"));
    try {
      const repo = path.join(root, "repo");
      fs.mkdirSync(path.join(repo, "content"), { recursive: true });
      run(repo, "init", "-q");
      run(repo, "config", "user.email", "docs@example.com");
      run(repo, "config", "user.name", "Docs");
      fs.writeFileSync(path.join(repo, "content/old.mdx"), "old");
      run(repo, "add", ".");
      run(repo, "commit", "-qm", "old");
      fs.writeFileSync(path.join(repo, "content/new.mdx"), "new");
      run(repo, "add", ".");
      at("2025-04-01T09:00:00+07:00", repo, "commit", "-qm", "new");

      const full = readGitDates(["content"], repo);
      expect(full.notice).toBeNull();
      expect(Object.fromEntries(full.dates)).toEqual({
        "content/old.mdx": "2025-03-14T10:15:30+07:00",
        "content/new.mdx": "2025-04-01T09:00:00+07:00",
      });

      // Both sides of a merge change old.mdx: the merge is its last change, as `git log -1 -- file` says.
      const main = run(repo, "rev-parse", "--abbrev-ref", "HEAD").trim();
      run(repo, "checkout", "-qb", "side");
      fs.writeFileSync(path.join(repo, "content/old.mdx"), "side");
      at("2025-04-02T09:00:00+07:00", repo, "commit", "-qam", "side");
      run(repo, "checkout", "-q", main);
      fs.writeFileSync(path.join(repo, "content/old.mdx"), "main");
      at("2025-04-03T09:00:00+07:00", repo, "commit", "-qam", "main");
      spawnSync("git", ["merge", "-q", "side"], { cwd: repo });
      fs.writeFileSync(path.join(repo, "content/old.mdx"), "merged");
      run(repo, "add", ".");
      at("2025-04-04T09:00:00+07:00", repo, "commit", "-qm", "merge");
      const merged = readGitDates(["content"], repo);
      expect(merged.dates.get("content/old.mdx")).toBe("2025-04-04T09:00:00+07:00");
      expect(merged.dates.get("content/old.mdx")).toBe(
        run(repo, "log", "-1", "--format=%cI", "--", "content/old.mdx").trim(),
      );
      expect(merged.dates.get("content/new.mdx")).toBe("2025-04-01T09:00:00+07:00");

      const clone = path.join(root, "clone");
      run(root, "clone", "-q", "--depth", "1", `file://${repo}`, clone);
      const shallow = readGitDates(["content"], clone);
      expect(shallow.notice).toMatch(/shallow clone/);
      expect(Object.fromEntries(shallow.dates)).toEqual({});

      const notARepo = readGitDates(["content"], root);
      expect(notARepo.dates.size).toBe(0);
      expect(notARepo.notice).toMatch(/not available/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
