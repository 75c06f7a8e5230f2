import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitMessage, entryConflict, freeName, mediaConflict } from "../node/writes";

function repo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-writes-"));
  fs.mkdirSync(path.join(dir, "content/guide/payment-gateway"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "content/guide/payment-gateway/payment-links.mdx"),
    "---\ntitle: Payment Links\n---\n\nBody.\n",
  );
  fs.mkdirSync(path.join(dir, "static/img"), { recursive: true });
  fs.writeFileSync(path.join(dir, "static/img/flow.png"), "png-1");
  return dir;
}

const existing = "content/guide/payment-gateway/payment-links.mdx";

describe("CMS writes: create or update is the server's decision", () => {
  it("refuses a new page whose file exists, naming the page and a free file name", () => {
    const dir = repo();
    const conflict = entryConflict(dir, [{ path: existing, raw: "---\ntitle: Payment Links\n---\n" }], true);
    expect(conflict).toContain(`A page already exists at ${existing} (“Payment Links”)`);
    expect(conflict).toContain("payment-links-2.mdx is free");
    expect(conflict).toContain("Nothing was saved");
  });

  it("lets an existing page be updated, and a new page with a free name be created", () => {
    const dir = repo();
    expect(entryConflict(dir, [{ path: existing, raw: "x" }], false)).toBeNull();
    expect(
      entryConflict(dir, [{ path: "content/guide/payment-gateway/payment-links-2.mdx", raw: "x" }], true),
    ).toBeNull();
  });

  it("refuses a move onto another page, but not a move to a free name", () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, "content/guide/payment-gateway/other.mdx"), "---\ntitle: Other\n---\n");
    const moved = entryConflict(
      dir,
      [{ path: "content/guide/payment-gateway/other.mdx", newPath: existing, raw: "x" }],
      false,
    );
    expect(moved).toContain(`would replace the page already there (“Payment Links”)`);
    expect(
      entryConflict(dir, [{ path: existing, newPath: "content/guide/payment-gateway/links.mdx", raw: "x" }], false),
    ).toBeNull();
  });

  it("free names count on past the taken ones", () => {
    const dir = repo();
    fs.writeFileSync(path.join(dir, "content/guide/payment-gateway/payment-links-2.mdx"), "");
    expect(freeName(dir, existing)).toBe("content/guide/payment-gateway/payment-links-3.mdx");
    expect(freeName(dir, "content/guide/payment-gateway/payment-links-2.mdx")).toBe(
      "content/guide/payment-gateway/payment-links-3.mdx",
    );
  });

  it("refuses an upload onto another image, but not the same bytes again", () => {
    const dir = repo();
    expect(mediaConflict(dir, "static/img/flow.png", Buffer.from("png-2"))).toContain(
      "An image named flow.png already exists (static/img/flow.png)",
    );
    expect(mediaConflict(dir, "static/img/flow.png", Buffer.from("png-1"))).toBeNull();
    expect(mediaConflict(dir, "static/img/new.png", Buffer.from("png-2"))).toBeNull();
  });

  it("commit messages name the files they change", () => {
    const dir = repo();
    expect(commitMessage([{ path: existing, content: "x" }], dir)).toBe(`docs: update ${existing} (CMS)`);
    expect(commitMessage([{ path: "content/guide/new.mdx", content: "x" }], dir)).toBe(
      "docs: create content/guide/new.mdx (CMS)",
    );
    expect(
      commitMessage(
        [
          { path: existing, content: null },
          { path: "content/guide/links.mdx", content: "x" },
        ],
        dir,
      ),
    ).toBe(`docs: 2 files (CMS)\n\n- delete ${existing}\n- create content/guide/links.mdx`);
  });
});
