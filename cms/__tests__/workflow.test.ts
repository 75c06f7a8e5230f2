import fs from "node:fs";
import path from "node:path";
import { cmsWritable } from "../node/decap-config";
import { commitFiles } from "../node/git";
import { HeldMedia } from "../node/media";
import { Refusal } from "../node/refusal";
import { commitMessage } from "../node/writes";
import { Workflow } from "../node/workflow";
import type { Finding } from "../node/findings";
import { git, tempRepo } from "./temp-repo";

const repo = () => tempRepo({ "content/guide/a.mdx": "---\ntitle: A\n---\n\nA.\n" });

/**
 * The workflow with the server's checks stood in for: a page whose text says BROKEN fails them
 * as the build would (its file line), which is how Publish and an opened draft see a finding.
 */
function workflow(dir: string) {
  const flow = new Workflow({
    repo: dir,
    branch: "main",
    held: new HeldMedia(dir),
    owned: (files, kind) => {
      const other = files.find((f) => !cmsWritable(f, kind));
      if (other) throw new Refusal(403, `${other}: not a file the CMS edits`);
    },
    upload: () => null,
    check: (changes) => {
      const broken = changes.find((c) => c.raw.includes("BROKEN"));
      if (broken) {
        const line = broken.raw.split("\n").findIndex((l) => l.includes("BROKEN")) + 1;
        return Promise.reject(new Refusal(422, `The build would fail: ${broken.path}:${line}: a broken link`));
      }
      return Promise.resolve([]);
    },
    shown: () => [],
    commit: (changes) => commitFiles(dir, changes, commitMessage(changes, dir)),
    checked: () => undefined,
  });
  return { flow };
}

const page = (text: string) => `---\ntitle: B\n---\n\n${text}\n`;

const save = (file: string, raw: string, newEntry = true) => ({
  dataFiles: [{ path: file, slug: path.posix.basename(file, ".mdx"), raw }],
  assets: [],
  options: { useWorkflow: true, newEntry, collectionName: "guide", status: "draft" },
});

// Each test runs tens of git commands, which take seconds on a loaded 2-core machine (the 5 s default is for code alone).
describe("the editorial workflow of the local CMS", { timeout: 30_000 }, () => {
  it("Draft → In review → Ready → Publish: main gets one commit of the page; a second draft leaves main untouched", async () => {
    const dir = repo();
    const { flow } = workflow(dir);
    const head = git(dir, "rev-parse", "main");

    expect(await flow.answer("persistEntry", save("content/guide/b.mdx", page("B.")))).toEqual({
      status: 200,
      body: { message: "entry persisted", findings: [], checkedFiles: ["content/guide/b.mdx"] },
    });
    await flow.answer("persistEntry", save("content/guide/c.mdx", page("C.")));
    expect(git(dir, "rev-parse", "main")).toBe(head);
    expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect((await flow.answer("unpublishedEntries", {}))?.body).toEqual(["guide/b", "guide/c"]);

    const opened = await flow.answer("unpublishedEntry", { id: "guide/b" });
    expect(opened?.body).toMatchObject({
      collection: "guide",
      slug: "b",
      status: "draft",
      diffs: [{ id: "content/guide/b.mdx", path: "content/guide/b.mdx", newFile: true }],
    });
    expect(
      // As Decap asks: the file's id beside the draft's collection and slug.
      (
        await flow.answer("unpublishedEntryDataFile", {
          collection: "guide",
          slug: "b",
          path: "content/guide/b.mdx",
          id: "content/guide/b.mdx",
        })
      )?.body,
    ).toEqual({ data: page("B.") });

    for (const newStatus of ["pending_review", "pending_publish"]) {
      await flow.answer("updateUnpublishedEntryStatus", { collection: "guide", slug: "b", newStatus });
      expect((await flow.answer("unpublishedEntry", { id: "guide/b" }))?.body).toMatchObject({ status: newStatus });
    }

    expect((await flow.answer("publishUnpublishedEntry", { collection: "guide", slug: "b" }))?.status).toBe(200);
    expect(git(dir, "rev-list", "--count", `${head}..main`)).toBe("1");
    expect(git(dir, "show", "--name-only", "--format=%s", "main").split("\n")).toEqual([
      "docs: create content/guide/b.mdx (CMS)",
      "",
      "content/guide/b.mdx",
    ]);
    expect(fs.readFileSync(path.join(dir, "content/guide/b.mdx"), "utf8")).toBe(page("B."));
    expect((await flow.answer("unpublishedEntries", {}))?.body).toEqual(["guide/c"]);
    expect(fs.existsSync(path.join(dir, "content/guide/c.mdx"))).toBe(false);
    expect((await flow.answer("unpublishedEntry", { id: "guide/b" }))?.status).toBe(404);
  });

  it("a draft that fails the checks is saved with its findings (body lines); Publish refuses it and changes nothing", async () => {
    const dir = repo();
    const { flow } = workflow(dir);
    const head = git(dir, "rev-parse", "main");
    const raw = page("Text BROKEN here.");
    const saved = await flow.answer("persistEntry", save("content/guide/b.mdx", raw));
    const findings = (saved?.body as { findings: Finding[] }).findings;
    expect(saved?.status).toBe(200);
    expect(findings).toMatchObject([{ file: "content/guide/b.mdx", line: 2, text: "Text BROKEN here." }]);

    // Opened in the editor (by collection and slug): the same findings.
    const opened = await flow.answer("unpublishedEntry", { collection: "guide", slug: "b" });
    expect((opened?.body as { findings: Finding[] }).findings).toEqual(findings);

    await expect(flow.answer("publishUnpublishedEntry", { collection: "guide", slug: "b" })).rejects.toMatchObject({
      status: 422,
      message: "The build would fail: content/guide/b.mdx:5: a broken link",
      files: new Map([["content/guide/b.mdx", raw]]),
    });
    expect(git(dir, "rev-parse", "main")).toBe(head);
    expect(git(dir, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect((await flow.answer("unpublishedEntries", {}))?.body).toEqual(["guide/b"]);

    // Fixed in the draft, it publishes.
    await flow.answer("persistEntry", save("content/guide/b.mdx", page("Fixed."), false));
    expect((await flow.answer("publishUnpublishedEntry", { collection: "guide", slug: "b" }))?.status).toBe(200);
    expect(git(dir, "rev-list", "--count", `${head}..main`)).toBe("1");
  });

  it("a new draft may not replace a page of main or another draft; a file the CMS does not edit is refused", async () => {
    const dir = repo();
    const { flow } = workflow(dir);
    await expect(flow.answer("persistEntry", save("content/guide/a.mdx", page("Again.")))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("A page already exists at content/guide/a.mdx (“A”)") as unknown,
    });
    await flow.answer("persistEntry", save("content/guide/b.mdx", page("B.")));
    await expect(flow.answer("persistEntry", save("content/guide/b.mdx", page("B again.")))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("A draft of a page at content/guide/b.mdx exists already") as unknown,
    });
    await expect(flow.answer("persistEntry", save("package.json", "{}"))).rejects.toMatchObject({ status: 403 });
    await expect(flow.answer("unpublishedEntry", { collection: "guide", slug: "../../main" })).rejects.toMatchObject({
      status: 422,
      message: "guide/../../main: not a draft name",
    });
    expect((await flow.answer("unpublishedEntries", {}))?.body).toEqual(["guide/b"]);
  });

  it("actions that are not the workflow's are left to the server", async () => {
    const { flow } = workflow(repo());
    expect(await flow.answer("entriesByFolder", {})).toBeNull();
    expect(await flow.answer("persistEntry", { ...save("content/guide/b.mdx", "x"), options: {} })).toBeNull();
  });
});
