import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { insideRepo, type FileChange } from "./git";

/**
 * The server, not the editor, decides whether a save creates or updates a file: no write may
 * replace a file it was not asked to update. A new page whose file exists (Decap names a new
 * page's file after its title, so a second page with the same title in the same folder lands on
 * the first), a rename onto an existing file, and an upload onto another image are refused, with
 * the existing file named and a free name suggested.
 */

export interface EntryFile {
  path: string;
  raw: string;
  newPath?: string;
}

const exists = (repo: string, file: string) => fs.existsSync(insideRepo(repo, file));

/** The first free name beside `file`: `payment-links.mdx` → `payment-links-2.mdx`, `-3`, … */
export function freeName(repo: string, file: string): string {
  const ext = path.posix.extname(file);
  const stem = file.slice(0, file.length - ext.length).replace(/-\d+$/, "");
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}${ext}`;
    if (!exists(repo, candidate)) return candidate;
  }
}

/** A page's title for a message: its frontmatter `title`, or nothing when it has none. */
function titleOf(repo: string, file: string): string {
  try {
    const title = (matter(fs.readFileSync(insideRepo(repo, file), "utf8")).data as { title?: unknown }).title;
    return typeof title === "string" && title ? ` (“${title}”)` : "";
  } catch {
    return "";
  }
}

/**
 * Why these entry files may not be written, or null. `newEntry` is Decap's flag for a page made
 * with "New …": its file must not exist yet. Any save that moves a file (`newPath`) must not
 * land on another existing file.
 */
export function entryConflict(repo: string, files: EntryFile[], newEntry: boolean): string | null {
  for (const file of files) {
    const target = file.newPath ?? file.path;
    if (newEntry && exists(repo, target)) {
      const free = path.posix.basename(freeName(repo, target));
      return (
        `A page already exists at ${target}${titleOf(repo, target)}, and a new page would replace it. ` +
        `Nothing was saved. Give the new page another title (its file is named after the title; ` +
        `${free} is free), or open the existing page to edit it.`
      );
    }
    if (file.newPath && file.newPath !== file.path && exists(repo, file.newPath))
      return (
        `Moving ${file.path} to ${file.newPath} would replace the page already there${titleOf(repo, file.newPath)}. ` +
        `Nothing was saved. Choose another title or folder (${path.posix.basename(freeName(repo, file.newPath))} is free).`
      );
  }
  return null;
}

/**
 * Why an uploaded file may not be written, or null: another file of that name exists with other
 * contents, committed or `held` (an upload not committed yet, cms/node/media.ts).
 */
export function mediaConflict(repo: string, file: string, content: Buffer, held: Buffer | null = null): string | null {
  const current = held ?? (exists(repo, file) ? fs.readFileSync(insideRepo(repo, file)) : null);
  if (!current || current.equals(content)) return null;
  return (
    `An image named ${path.posix.basename(file)} already exists (${file}), and this upload would replace it. ` +
    `Nothing was saved. Rename the file (${path.posix.basename(freeName(repo, file))} is free) and upload it again.`
  );
}

/** The file changes of a save: each file's new text, and a moved file gone from its old path. */
export function entryChanges(files: EntryFile[]): FileChange[] {
  return files.flatMap((f) =>
    f.newPath && f.newPath !== f.path
      ? [
          { path: f.path, content: null },
          { path: f.newPath, content: f.raw },
        ]
      : [{ path: f.path, content: f.raw }],
  );
}

/** A commit message that names exactly the files the commit changes, and how. */
export function commitMessage(changes: FileChange[], repo: string, created: Set<string> = new Set()): string {
  const described = changes.map((change) => {
    if (change.content === null) return `delete ${change.path}`;
    if (created.has(change.path) || !exists(repo, change.path)) return `create ${change.path}`;
    return `update ${change.path}`;
  });
  const subject = described.length === 1 ? described[0] : `${described.length} files`;
  const body = described.length === 1 ? "" : `\n\n${described.map((d) => `- ${d}`).join("\n")}`;
  return `docs: ${subject} (CMS)${body}`;
}
