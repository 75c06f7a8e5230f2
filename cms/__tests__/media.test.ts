import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeldMedia, mediaRoute, uploadRefusal } from "../node/media";
import { mediaConflict } from "../node/writes";

const png = (size = 64) => Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(size - 8)]);

function repo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-media-"));
  fs.mkdirSync(path.join(dir, "static/img"), { recursive: true });
  fs.writeFileSync(path.join(dir, "static/img/social-card.png"), png());
  return dir;
}

describe("CMS uploads: the formats the site serves, at most 1 MB", () => {
  it("accepts a PNG, JPEG, GIF or WebP whose contents match its name", () => {
    expect(uploadRefusal("static/img/flow.png", png())).toBeNull();
    expect(uploadRefusal("static/img/photo.JPG", Buffer.from("ffd8ffe0000000", "hex"))).toBeNull();
    expect(uploadRefusal("static/img/anim.gif", Buffer.from("GIF89a-------"))).toBeNull();
    expect(uploadRefusal("static/img/shot.webp", Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBeNull();
    expect(uploadRefusal("static/img/flow.png", png(1024 * 1024))).toBeNull();
  });

  it("refuses an image over 1 MB, saying how large it is, what the limit is and why", () => {
    const refusal = uploadRefusal("static/img/screenshot.png", png(30.7 * 1024 * 1024));
    expect(refusal).toContain("screenshot.png was not uploaded: it is 30.7 MB, and an image may be at most 1.0 MB");
    expect(refusal).toContain("stays in git history");
    expect(refusal).toContain("Nothing was saved.");
    expect(uploadRefusal("static/img/flow.png", png(1024 * 1024 + 1))).toContain("at most 1.0 MB");
  });

  it("refuses other formats (SVG among them) and contents that are not what the name says", () => {
    expect(uploadRefusal("static/img/diagram.svg", Buffer.from("<svg/>"))).toContain(
      "the site shows PNG, JPEG, GIF or WebP images (SVG is not accepted",
    );
    expect(uploadRefusal("static/img/notes.pdf", Buffer.from("%PDF"))).toContain("notes.pdf was not uploaded");
    expect(uploadRefusal("static/img/fake.png", Buffer.from("GIF89a-------"))).toContain(
      "its contents are not a PNG image",
    );
  });
});

describe("CMS uploads are held until a page that shows them is saved", () => {
  it("reads held uploads and committed images by site path; lists both for the media library", () => {
    const dir = repo();
    const held = new HeldMedia(dir);
    held.hold("static/img/flow.png", png(16));
    expect(mediaRoute("static/img/flow.png")).toBe("/img/flow.png");
    expect(held.read("/img/flow.png")).toEqual(png(16));
    expect(held.read("/img/social-card.png")).toEqual(png());
    expect(held.read("/img/missing.png")).toBeNull();
    expect(held.read("/img/../../etc/passwd")).toBeNull();
    expect(held.routes()).toEqual(["/img/flow.png"]);
    expect(held.list().map((f) => [f.path, f.name, Buffer.from(f.content, "base64").length])).toEqual([
      ["static/img/flow.png", "flow.png", 16],
      ["static/img/social-card.png", "social-card.png", 64],
    ]);
  });

  it("gives the uploads a saved page shows, and forgets one that is dropped", () => {
    const held = new HeldMedia(repo());
    held.hold("static/img/flow.png", png());
    held.hold("static/img/unused.png", png());
    expect(held.usedBy(["/img/flow.png", "/img/social-card.png"]).map((f) => f.path)).toEqual(["static/img/flow.png"]);
    expect(held.drop("static/img/flow.png")).toBe(true);
    expect(held.drop("static/img/flow.png")).toBe(false);
    expect(held.usedBy(["/img/flow.png"])).toEqual([]);
  });

  it("refuses an upload onto a held upload of the same name with other contents", () => {
    const dir = repo();
    expect(mediaConflict(dir, "static/img/flow.png", png(16), png(32))).toContain(
      "An image named flow.png already exists",
    );
    expect(mediaConflict(dir, "static/img/flow.png", png(16), png(16))).toBeNull();
  });
});
