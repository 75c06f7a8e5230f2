import fs from "node:fs";
import path from "node:path";
import { imageType, media } from "./site-code-browser";
import { insideRepo } from "./git";

/**
 * Images the writer uploads. An upload is checked (a format the site serves, contents that match
 * the name, at most `media.maxBytes`) and then held by the server, not committed: it is committed
 * with the first saved page that shows it, in that page's commit. An upload no page uses never
 * reaches git (it is gone when the CMS stops). The preview shows held and committed images alike.
 */

/** What the first bytes of each format are. */
const signatures: Record<string, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const formats = "PNG, JPEG, GIF or WebP";

/** Why this upload may not be saved, or null. Nothing is written either way. */
export function uploadRefusal(file: string, content: Buffer): string | null {
  const name = path.posix.basename(file);
  const type = imageType(name);
  if (!type)
    return (
      `${name} was not uploaded: the site shows ${formats} images (SVG is not accepted: opened on its own, ` +
      `an SVG file can run script on the site). Nothing was saved.`
    );
  if (content.length > media.maxBytes)
    return (
      `${name} was not uploaded: it is ${megabytes(content.length)}, and an image may be at most ` +
      `${megabytes(media.maxBytes)} (every reader downloads it, and an upload stays in git history for good). ` +
      `Nothing was saved. Save it smaller (a screenshot as PNG or WebP at the width it is shown) and upload it again.`
    );
  if (!signatures[type](content))
    return `${name} was not uploaded: its contents are not a ${type.slice(6).toUpperCase()} image, as its name says. Nothing was saved.`;
  return null;
}

/** An upload's site path: `static/img/flow.png` → `/img/flow.png`. */
export function mediaRoute(file: string): string {
  return `${media.route}${file.slice(media.folder.length + 1)}`;
}

/** The uploads held until a page that shows them is saved, by repository path. */
export class HeldMedia {
  private readonly files = new Map<string, Buffer>();

  constructor(private readonly repo: string) {}

  hold(file: string, content: Buffer): void {
    this.files.set(file, content);
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  /** A held upload's contents by repository path, or null. */
  get(file: string): Buffer | null {
    return this.files.get(file) ?? null;
  }

  /** Forgets a held upload (deleted in the media library, or committed). Whether it was held. */
  drop(file: string): boolean {
    return this.files.delete(file);
  }

  /** A held upload's or a committed image's contents, by site path (`/img/flow.png`), or null. */
  read(route: string): Buffer | null {
    if (!route.startsWith(media.route)) return null;
    const file = `${media.folder}/${route.slice(media.route.length)}`;
    const held = this.files.get(file);
    if (held) return held;
    try {
      const abs = insideRepo(this.repo, file);
      return fs.statSync(abs).isFile() ? fs.readFileSync(abs) : null;
    } catch {
      return null;
    }
  }

  /** Site paths of every held upload: they count as files of the site in a save's checks. */
  routes(): string[] {
    return [...this.files.keys()].map(mediaRoute);
  }

  /** The held uploads that these site paths name (the images of the pages a save writes). */
  usedBy(srcs: Iterable<string>): { path: string; content: Buffer }[] {
    const used = new Set(srcs);
    return [...this.files]
      .filter(([file]) => used.has(mediaRoute(file)))
      .map(([file, content]) => ({ path: file, content }));
  }

  /** The media library's listing: the media folder's files and the held uploads, as decap-server lists them. */
  list(): { id: string; content: string; encoding: "base64"; path: string; name: string }[] {
    const dir = path.join(this.repo, media.folder);
    const committed = fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => `${media.folder}/${e.name}`)
      : [];
    const all = [...new Set([...committed, ...this.files.keys()])].sort();
    return all.map((file) => ({
      id: file,
      content: (this.read(mediaRoute(file)) ?? Buffer.alloc(0)).toString("base64"),
      encoding: "base64",
      path: file,
      name: path.posix.basename(file),
    }));
  }
}
