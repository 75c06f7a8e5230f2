import path from "node:path";
import type { DocFields } from "./site-code";
import { media } from "./site-code-browser";
import type { FileChange } from "./git";
import { HeldMedia, mediaRoute } from "./media";
import { findingsOf, type Finding } from "./findings";
import { Refusal } from "./refusal";
import { commitMessage, entryChanges, entryConflict, type EntryFile } from "./writes";
import type { ChangedFile } from "./validate";
import {
  DraftConflict,
  deleteDraft,
  draftBranch,
  draftExists,
  draftPaths,
  draftStatus,
  draftUpdatedAt,
  fileAt,
  listDrafts,
  publishChanges,
  saveDraft,
  setDraftStatus,
} from "./drafts";

/**
 * Decap's editorial workflow on the local CMS server (`CMS_EDITORIAL_WORKFLOW=1`): the actions of
 * its proxy backend for unpublished entries, answered from the drafts of cms/node/drafts.ts. A
 * draft is saved whatever its state (a draft may be half-written) and answers with the findings
 * that Publish would refuse it for; Publish runs the build's checks and the content lint as a
 * direct save does, and makes one commit on the CMS branch of the draft's files (its images
 * included), then deletes the draft.
 */

/** What the workflow needs of the CMS server. */
export interface WorkflowServer {
  repo: string;
  /** The CMS branch drafts are made from and published to. */
  branch: string;
  held: HeldMedia;
  /** Refuses a path the CMS may not write (a Refusal). */
  owned(files: string[], kind: "entry" | "media"): void;
  /** Why an upload may not be saved, or null. */
  upload(file: string, content: Buffer): string | null;
  /** The build's checks, then the content lint; `images` (site paths) count as files of the site. Throws a Refusal. */
  check(changes: ChangedFile[], deleted: string[], images: string[]): Promise<DocFields[]>;
  /** The site paths of the images that the pages of these files show. */
  shown(pages: DocFields[], files: string[]): string[];
  /** One commit of exactly these changes on the CMS branch (a Refusal when git refuses it). */
  commit(changes: FileChange[]): void;
  /** Records the docs of a check that passed (the preview's routes and operations). */
  checked(pages: DocFields[]): void;
}

interface WorkflowParams {
  id?: string;
  collection?: string;
  slug?: string;
  path?: string;
  newStatus?: string;
  dataFiles?: (EntryFile & { slug?: string })[];
  entry?: EntryFile & { slug?: string };
  assets?: { path: string; content: string; encoding: BufferEncoding }[];
  options?: { useWorkflow?: boolean; newEntry?: boolean; collectionName?: string; status?: string };
}

/** An answer: its HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The actions of Decap's proxy backend that only the editorial workflow sends (and persistEntry with `useWorkflow`). */
export const workflowActions = new Set([
  "unpublishedEntries",
  "unpublishedEntry",
  "unpublishedEntryDataFile",
  "unpublishedEntryMediaFile",
  "updateUnpublishedEntryStatus",
  "deleteUnpublishedEntry",
  "publishUnpublishedEntry",
]);

const ok = (body: unknown): Answer => ({ status: 200, body });

/** A draft's files, split as the checks take them: text by path, deleted paths, and its images' site paths. */
function forCheck(changes: FileChange[]) {
  const text = changes.flatMap((c) =>
    c.content !== null && !c.path.startsWith(`${media.folder}/`) ? [{ path: c.path, raw: c.content.toString() }] : [],
  );
  const deleted = changes.filter((c) => c.content === null).map((c) => c.path);
  const images = changes.filter((c) => c.content !== null && c.path.startsWith(`${media.folder}/`)).map((c) => c.path);
  return { text, deleted, images: images.map(mediaRoute), files: new Map(text.map((t) => [t.path, t.raw])) };
}

/**
 * Decap's collection and slug from a request: its own, or else from its content key (`id`, as
 * the workflow board asks; a draft file's request has both, its `id` being the file's).
 */
function keyOf(params: WorkflowParams): { collection: string; slug: string } {
  if (params.id && !(params.collection && params.slug)) {
    const at = params.id.indexOf("/");
    return { collection: params.id.slice(0, at), slug: params.id.slice(at + 1) };
  }
  return { collection: params.collection ?? "", slug: params.slug ?? "" };
}

/** The draft's branch that a request names (a Refusal for a name that is not a draft's). */
function branchOf(params: WorkflowParams): string {
  const { collection, slug } = keyOf(params);
  try {
    return draftBranch(collection, slug);
  } catch (error) {
    throw new Refusal(422, (error as Error).message);
  }
}

export class Workflow {
  constructor(private readonly server: WorkflowServer) {}

  /** The draft's changes as Publish would make them (a Refusal when its files changed meanwhile). */
  private changesOf(branch: string): FileChange[] {
    try {
      return publishChanges(this.server.repo, this.server.branch, branch);
    } catch (error) {
      if (error instanceof DraftConflict) throw new Refusal(409, error.message);
      throw error;
    }
  }

  /** The findings Publish would refuse the draft for (none when it would pass), and the draft's files. */
  private async findings(branch: string): Promise<{ findings: Finding[]; checkedFiles: string[] }> {
    let changes: FileChange[];
    try {
      changes = this.changesOf(branch);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return { findings: findingsOf(error.message, new Map()), checkedFiles: [] };
    }
    const { text, deleted, images, files } = forCheck(changes);
    const checkedFiles = changes.map((c) => c.path);
    try {
      await this.server.check(text, deleted, images);
      return { findings: [], checkedFiles };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return { findings: findingsOf(error.message, files), checkedFiles };
    }
  }

  /** Answers a workflow action, or null when `action` is not one. */
  async answer(action: string, params: WorkflowParams): Promise<Answer | null> {
    const { repo, branch: base } = this.server;
    switch (action) {
      case "unpublishedEntries":
        return ok(listDrafts(repo));
      case "unpublishedEntry": {
        const { collection, slug } = keyOf(params);
        const branch = branchOf(params);
        if (!draftExists(repo, branch)) return { status: 404, body: { error: "Not Found" } };
        const diffs = draftPaths(repo, base, branch)
          .filter((p) => !p.deleted)
          .map((p) => ({ id: p.path, path: p.path, newFile: p.newFile }));
        const entry = {
          collection,
          slug,
          status: draftStatus(repo, branch),
          diffs,
          updatedAt: draftUpdatedAt(repo, branch),
        };
        // Opened in the editor (by collection and slug, where the board asks by id): with the
        // findings Publish would refuse it for, which the panel lists.
        return ok(params.collection ? { ...entry, ...(await this.findings(branch)) } : entry);
      }
      case "unpublishedEntryDataFile":
      case "unpublishedEntryMediaFile": {
        const { collection, slug } = keyOf(params);
        const file = params.path ?? "";
        const content = fileAt(repo, branchOf(params), file);
        if (!content) return { status: 404, body: { error: `${file}: not in the draft ${collection}/${slug}` } };
        if (action === "unpublishedEntryDataFile") return ok({ data: content.toString() });
        const name = path.posix.basename(file);
        return ok({ id: file, content: content.toString("base64"), encoding: "base64", path: file, name });
      }
      case "updateUnpublishedEntryStatus": {
        const branch = branchOf(params);
        if (!draftExists(repo, branch)) return { status: 404, body: { error: "Not Found" } };
        setDraftStatus(repo, branch, params.newStatus ?? "draft");
        return ok({ message: `${branch}: ${params.newStatus}` });
      }
      case "deleteUnpublishedEntry": {
        const branch = branchOf(params);
        if (draftExists(repo, branch)) deleteDraft(repo, branch);
        return ok({ message: `deleted the draft ${branch}` });
      }
      case "publishUnpublishedEntry":
        return ok(await this.publish(branchOf(params)));
      case "persistEntry":
        return params.options?.useWorkflow ? ok(await this.save(params)) : null;
      default:
        return null;
    }
  }

  /** Saves a draft (refused only for what no draft may do: another page's file, a bad upload). */
  private async save(params: WorkflowParams) {
    const { repo, branch: base } = this.server;
    const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
    const assets = params.assets ?? [];
    this.server.owned(
      files.flatMap((f) => [f.path, ...(f.newPath ? [f.newPath] : [])]),
      "entry",
    );
    this.server.owned(
      assets.map((a) => a.path),
      "media",
    );
    const branch = branchOf({ collection: params.options?.collectionName, slug: files[0]?.slug });
    const newEntry = params.options?.newEntry === true;
    const exists = draftExists(repo, branch);
    if (newEntry && exists)
      throw new Refusal(
        409,
        `A draft of a page at ${files[0].path} exists already (${branch}), and a new page would replace it. Nothing was saved. ` +
          `Give the new page another title, or open that draft in Workflow.`,
      );
    const conflict =
      entryConflict(repo, files, newEntry) ??
      assets.map((a) => this.server.upload(a.path, Buffer.from(a.content, a.encoding))).find(Boolean);
    if (conflict) throw new Refusal(409, conflict);
    const sent = new Set(assets.map((a) => a.path));
    const changes: FileChange[] = [
      ...entryChanges(files),
      ...assets.map((a) => ({ path: a.path, content: Buffer.from(a.content, a.encoding) })),
      // Decap sends every image the draft keeps: one of an earlier save that it no longer sends was removed.
      ...(exists ? draftPaths(repo, base, branch) : [])
        .filter((p) => !p.deleted && p.path.startsWith(`${media.folder}/`) && !sent.has(p.path))
        .map((p) => ({ path: p.path, content: null })),
    ];
    saveDraft(repo, base, branch, changes, commitMessage(changes, repo), params.options?.status ?? "draft");
    return { message: "entry persisted", ...(await this.findings(branch)) };
  }

  /** Publish: the build's checks on the CMS branch with the draft's files, one commit of them, the draft deleted. */
  private async publish(branch: string) {
    const { held, repo } = this.server;
    if (!draftExists(repo, branch)) throw new Refusal(404, `There is no draft ${branch} to publish.`);
    const changes = this.changesOf(branch);
    const { text, deleted, images, files } = forCheck(changes);
    const isMedia = (c: FileChange) => c.path.startsWith(`${media.folder}/`);
    this.server.owned(
      changes.filter((c) => !isMedia(c)).map((c) => c.path),
      "entry",
    );
    this.server.owned(
      changes.filter(isMedia).map((c) => c.path),
      "media",
    );
    let pages: DocFields[];
    try {
      pages = await this.server.check(text, deleted, images);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // Counted in the draft's bodies, as the editor shows them.
      throw new Refusal(error.status, error.message, error.offer, files);
    }
    // Uploads held by the server (made outside a draft) that the published pages show go in too.
    const heldImages = held.usedBy(
      this.server.shown(
        pages,
        text.map((t) => t.path),
      ),
    );
    this.server.commit([...changes, ...heldImages]);
    for (const image of heldImages) held.drop(image.path);
    deleteDraft(repo, branch);
    this.server.checked(pages);
    return { message: `published ${branch} on ${this.server.branch}`, checkedFiles: changes.map((c) => c.path) };
  }
}
