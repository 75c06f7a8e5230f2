import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express, { type Request, type Response, type NextFunction } from "express";
import { registerLocalGit } from "decap-server/dist/middlewares";
import { docIdToRoute, imagePath, type DocFields, type ExtraAnchors } from "./node/site-code";
import { imageType, media } from "./node/site-code-browser";
import { HeldMedia, uploadRefusal } from "./node/media";
import { findingsOf } from "./node/findings";
import { Refusal } from "./node/refusal";
import { docIdOf, sidebarPlaces, withoutDocs } from "./node/sidebar-removal";
import { adminHtml, buildAdmin } from "./node/bundle";
import { cmsWritable, collectionFolders, decapConfig, sidebarsPath } from "./node/decap-config";
import { CommitError, commitFiles, currentBranch, git, preflight, type FileChange } from "./node/git";
import { requestGuard } from "./node/guard";
import { checkedSite, lintChanges, type ChangedFile } from "./node/validate";
import { commitMessage, entryChanges, entryConflict, mediaConflict } from "./node/writes";
import { operationsFolder, writeOperationViews } from "./node/page-data";
import { draftMedia } from "./node/drafts";
import { Workflow, workflowActions } from "./node/workflow";
import { openApiRoutes } from "./node/openapi-routes";
import { cmsSite, collectionSubfolders } from "./node/site";

/**
 * `npm run cms`: the writers' CMS on loopback. Refuses to start on a dirty work tree or another
 * branch than CMS_BRANCH (default main); builds the admin app; serves it at /admin/ with
 * decap-server's local git backend at /api/v1, bound to 127.0.0.1 only. Saves go through the
 * build's checks and the content lint, and become one commit of exactly the edited files.
 *
 * package.json runs it as `node --import tsx`, one process: the tsx command would run it as a
 * child that it kills (SIGKILL) when a signal is not acknowledged within 30 ms, which left the
 * temporary folder behind on SIGTERM.
 */

const repo = process.cwd();
const host = "127.0.0.1";
const port = Number(process.env.CMS_PORT ?? 8081);
const branch = process.env.CMS_BRANCH ?? "main";
/** Drafts (Decap's editorial workflow, cms/node/workflow.ts) instead of a commit per Publish. */
const editorialWorkflow = process.env.CMS_EDITORIAL_WORKFLOW === "1";

function fail(message: string): never {
  console.error(`npm run cms: ${message}`);
  process.exit(1);
}

interface ProxyBody {
  action?: string;
  params?: {
    branch?: string;
    dataFiles?: { path: string; raw: string; newPath?: string }[];
    entry?: { path: string; raw: string; newPath?: string };
    assets?: { path: string; content: string; encoding: BufferEncoding }[];
    asset?: { path: string; content: string; encoding: BufferEncoding };
    path?: string;
    paths?: string[];
    options?: { commitMessage?: string; useWorkflow?: boolean; newEntry?: boolean };
    /** A deletion that also removes the deleted pages from the sidebars (the panel's offer). */
    removeFromSidebars?: boolean;
  };
}

/**
 * The largest request the server reads: an image at the media limit (base64 in JSON, 4/3 of its
 * size), and room for the page it comes with.
 */
const requestLimit = Math.ceil((media.maxBytes * 4) / 3) + 512 * 1024;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  const refusal = preflight(repo, branch);
  if (refusal) fail(refusal);

  // The admin app and the preview's page data live in a temporary folder, removed on exit
  // (Ctrl+C, SIGTERM, or an error).
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-"));
  process.on("exit", () => fs.rmSync(outdir, { recursive: true, force: true }));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => process.exit(0));

  // Replaced after a save of the OpenAPI document, so later checks and previews read the new text.
  let { site, api, extras, changelog } = cmsSite();
  console.log("Building the CMS admin app…");
  const admin = buildAdmin(outdir, site);
  const loaded = api.load();
  const address = `http://${host}:${port}`;
  const config = decapConfig(
    loaded,
    { name: "proxy", branch, proxyUrl: `${address}/api/v1`, editorialWorkflow },
    collectionSubfolders(repo),
  );
  await admin;

  /** The docs of the last check that passed: routes for the preview's links, the preview's operations. */
  let docs: DocFields[] = [];
  const checked = (pages: DocFields[]) => {
    docs = pages;
    // The preview's operations as the saved pages make them (guide titles, routes).
    writeOperationViews(outdir, extras, pages);
  };

  const app = express();
  app.disable("x-powered-by");
  // "/admin" and "/admin/" are different routes (the first redirects to the second).
  app.set("strict routing", true);
  // Only this machine's browser, on this server's own address, may reach it (cms/node/guard.ts).
  app.use(requestGuard(port));
  app.use(express.json({ limit: requestLimit }));
  app.get("/", (_req, res) => res.redirect("/admin/"));
  app.get("/admin", (_req, res) => res.redirect("/admin/"));
  app.get("/admin/", (_req, res) => res.type("html").send(adminHtml()));
  app.get("/admin/config.json", (_req, res) => res.json(config));
  app.get("/admin/openapi/", (_req, res) => res.type("html").send(adminHtml("openapi")));
  // The API reference text: the OpenAPI document's operations, edited and checked (cms/node/openapi-routes.ts).
  app.use(
    "/cms/openapi",
    openApiRoutes({
      site,
      repo,
      branch,
      changelog,
      docs: () => docs,
      saved: (operationId, view) => {
        ({ site, api, extras, changelog } = cmsSite());
        if (view) fs.writeFileSync(path.join(outdir, operationsFolder, `${operationId}.json`), JSON.stringify(view));
      },
    }),
  );
  app.use("/admin", express.static(outdir, { index: false }));

  // Uploads wait here until a page that shows them is saved (cms/node/media.ts).
  const held = new HeldMedia(repo);
  /**
   * The page extras for a save's checks: the held uploads and a draft's `images` (site paths)
   * count as files of the site, and the images a save deletes (repository paths) do not.
   */
  const extrasFor = (deleted: Set<string>, images: string[]): ExtraAnchors => ({
    ...extras,
    staticFiles: () =>
      [
        ...(typeof extras.staticFiles === "function" ? extras.staticFiles() : (extras.staticFiles ?? [])),
        ...held.routes(),
        ...images,
      ].filter((route) => !deleted.has(`static${route}`)),
  });
  // The preview's images, under the base path as on the site: held uploads, committed images, and
  // the images of drafts.
  app.get(`${site.basePath}${media.route.slice(1)}*`, (req: Request, res: Response, next: NextFunction) => {
    const route = req.path.slice(site.basePath.length - 1);
    const content = held.read(route) ?? draftMedia(repo, `${media.folder}/${route.slice(media.route.length)}`);
    const type = imageType(req.path);
    if (!content || !type) return next();
    return res.type(type).set("Cache-Control", "no-store").send(content);
  });

  /** The same path on the published site (site config `siteUrl`). */
  const published = (sitePath: string) => `${site.siteUrl}${sitePath}`;
  // A link in the preview opens (in a new tab) the site's route here: a page the CMS edits opens
  // its editor; anything else (the changelog, downloads, schemas) the published site.
  app.get(`${site.basePath}*`, (req: Request, res: Response) => {
    const route = `/${req.path.slice(site.basePath.length)}`.replace(/\/?$/, "/");
    const doc = docs.find((d) => d.route === route);
    if (!doc) return res.redirect(published(req.originalUrl));
    const [collection, ...slug] = doc.docId.split("/");
    return res.redirect(`/admin/#/collections/${collection}/entries/${slug.join("/")}`);
  });
  // Decap's "View Live" (the collections' preview_path): the page on the published site.
  app.get("/live/*", (req: Request, res: Response) => {
    const docId = String((req.params as Record<string, string>)[0] ?? "").replace(/\/+$/, "");
    const route = docId ? docIdToRoute(docId, site.product) : "/";
    res.redirect(published(`${site.basePath}${route.slice(1)}`));
  });

  /** The build's checks, then the content lint, for a save; throws a Refusal with the message. */
  const check = async (changes: ChangedFile[], deleted: string[] = [], images: string[] = []): Promise<DocFields[]> => {
    let pages: DocFields[];
    const removed = new Set(deleted.map((p) => path.resolve(repo, p)));
    try {
      ({ docs: pages } = await checkedSite(changes, site, extrasFor(new Set(deleted), images), repo, removed));
    } catch (error) {
      throw new Refusal(422, `The build would fail: ${errorText(error)}`);
    }
    const findings = lintChanges(changes, pages, site, loaded.operations, repo);
    if (findings) throw new Refusal(422, `The content lint (npm test) would fail:\n${findings}`);
    return pages;
  };

  const owned = (files: string[], kind: "entry" | "media") => {
    const other = files.find((f) => !cmsWritable(f, kind));
    if (other !== undefined)
      throw new Refusal(
        403,
        kind === "media"
          ? `${other}: not a media file the CMS may write (those go under static/img/).`
          : `${other}: not a file the CMS edits (pages under ${Object.values(collectionFolders).join("/ and ")}/, and content/sidebars.yaml).`,
      );
  };

  /** Why an upload may not be saved (format, size, contents, another image of that name), or null. */
  const upload = (file: string, content: Buffer): string | null => {
    const refused = uploadRefusal(file, content);
    if (refused) return refused;
    return mediaConflict(repo, file, content, held.get(file));
  };

  /** One commit of exactly these changes, its message naming each file. */
  const commit = (changes: FileChange[]) => {
    try {
      commitFiles(repo, changes, commitMessage(changes, repo));
    } catch (error) {
      if (error instanceof CommitError) throw new Refusal(422, `${error.message}\nNothing was saved.`);
      throw error;
    }
  };

  /** The site paths of the images that the pages of these files (repository paths) show. */
  const shown = (pages: DocFields[], files: string[]) => {
    const saved = new Set(files.map((f) => path.relative(process.cwd(), path.resolve(repo, f))));
    return pages
      .filter((p) => saved.has(p.file))
      .flatMap((p) => p.images.map((i) => imagePath(i.src, p.route, site.basePath)));
  };

  const workflow = new Workflow({ repo, branch, held, owned, upload, check, shown, commit, checked });

  // Writes: the build's checks, then one commit of exactly the edited files (not decap-server's
  // `git add .` with --no-verify). Reads go to decap-server's local git middleware below.
  app.post("/api/v1", (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as ProxyBody;
    const params = body.params ?? {};
    const writes = ["persistEntry", "persistMedia", "deleteFile", "deleteFiles"];
    // The media library lists held uploads beside the committed images.
    if (body.action === "getMedia") return res.json(held.list());
    if (body.action === "getMediaFile" && params.path && held.has(params.path))
      return res.json(held.list().find((f) => f.path === params.path));
    if (!body.action || !(writes.includes(body.action) || workflowActions.has(body.action))) return next();
    const run = async () => {
      if (params.branch && params.branch !== branch) throw new Refusal(422, `Not the CMS branch ${branch}`);
      if (currentBranch(repo) !== branch)
        throw new Refusal(409, `The repository is no longer on ${branch}; restart the CMS.`);
      const answer = await workflow.answer(body.action ?? "", params);
      if (answer) return res.status(answer.status).json(answer.body);
      if (body.action === "persistEntry") {
        const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
        const assets = params.assets ?? [];
        owned(
          files.flatMap((f) => [f.path, ...(f.newPath ? [f.newPath] : [])]),
          "entry",
        );
        owned(
          assets.map((a) => a.path),
          "media",
        );
        const conflict =
          entryConflict(repo, files, params.options?.newEntry === true) ??
          assets.map((a) => upload(a.path, Buffer.from(a.content, a.encoding))).find(Boolean);
        if (conflict) throw new Refusal(409, conflict);
        for (const a of assets) held.hold(a.path, Buffer.from(a.content, a.encoding));
        const saved = files.map((f) => ({ path: f.newPath ?? f.path, raw: f.raw }));
        const pages = await check(saved);
        // The held uploads the saved pages show go into the same commit.
        const images = held.usedBy(
          shown(
            pages,
            saved.map((f) => f.path),
          ),
        );
        commit([...entryChanges(files), ...images]);
        for (const image of images) held.drop(image.path);
        checked(pages);
        return res.json({ message: "entry persisted" });
      }
      if (body.action === "persistMedia" && params.asset) {
        const asset = params.asset;
        owned([asset.path], "media");
        const content = Buffer.from(asset.content, asset.encoding);
        const conflict = upload(asset.path, content);
        if (conflict) throw new Refusal(409, conflict);
        // Held, not committed: it goes into the commit of the first saved page that shows it.
        held.hold(asset.path, content);
        return res.json({
          id: asset.path,
          content: content.toString("base64"),
          encoding: "base64",
          path: asset.path,
          name: path.basename(asset.path),
        });
      }
      const requested = body.action === "deleteFile" && params.path ? [params.path] : (params.paths ?? []);
      // A held upload is forgotten; git never had it.
      const paths = requested.filter((p) => !held.drop(p));
      if (!paths.length) return res.json({ message: `deleted ${requested.join(", ")}` });
      owned(
        paths.filter((p) => !cmsWritable(p, "media")),
        "entry",
      );
      const changes: FileChange[] = paths.map((p) => ({ path: p, content: null }));
      // A page a sidebar lists goes with its sidebar item, in one commit, when the writer says so.
      const docIds = paths.map(docIdOf).filter((id): id is string => id !== null);
      const sidebars = fs.readFileSync(path.join(repo, sidebarsPath), "utf8");
      const places = sidebarPlaces(sidebars, docIds);
      if (places.length && !params.removeFromSidebars)
        throw new Refusal(
          409,
          `${places.map((p) => `${p.docId} is in the sidebar ${p.place}`).join("; ")}. Deleting the page alone would ` +
            `leave the sidebar naming a page that does not exist, and the build would fail. Nothing was deleted. ` +
            `Choose “Delete and remove from the sidebar” to do both in one commit, or remove the page in Sidebars first.`,
          {
            label: "Delete and remove from the sidebar",
            request: { action: "deleteFiles", params: { branch, paths, removeFromSidebars: true } },
            then: `#/collections/${docIds[0].split("/")[0]}`,
          },
        );
      if (places.length) changes.push({ path: sidebarsPath, content: withoutDocs(sidebars, docIds) });
      // Checked like a save: a page in a sidebar, or an image a page shows, may not just go.
      const edited = changes.flatMap((c) => (typeof c.content === "string" ? [{ path: c.path, raw: c.content }] : []));
      const pages = await check(edited, paths);
      commit(changes);
      checked(pages);
      return res.json({ message: `deleted ${paths.join(", ")}` });
    };
    run().catch((error: unknown) => {
      if (!(error instanceof Refusal)) return next(error);
      // The message for Decap, and each of its findings for the panel beside the editor, its lines
      // counted in the body of the file as this save would have written it.
      const saved =
        error.files ??
        new Map((params.dataFiles ?? (params.entry ? [params.entry] : [])).map((f) => [f.newPath ?? f.path, f.raw]));
      const findings = findingsOf(error.message, saved);
      if (error.offer) findings[0] = { ...findings[0], offer: error.offer };
      return res.status(error.status).json({ error: error.message, findings });
    });
  });
  await registerLocalGit(app, { logLevel: process.env.CMS_LOG_LEVEL ?? "warn" });
  // Anything else that fails answers in JSON too, which the editor shows (never Express's HTML page).
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // Express's own refusal of a body over `requestLimit`, which only an oversized upload reaches.
    if ((error as { type?: unknown }).type === "entity.too.large")
      return res.status(413).json({
        error: `The upload was not saved: it is larger than an image may be (${(media.maxBytes / 1024 / 1024).toFixed(1)} MB). Nothing was saved.`,
      });
    console.error(error);
    res.status(500).json({ error: `The CMS server failed: ${errorText(error)}` });
  });

  // The first check reads every doc and the OpenAPI document; do it now, not on the first save.
  // It also writes the API pages' preview data (operations/<id>.json beside admin.js).
  void checkedSite([], site, extras, repo).then(
    ({ docs: pages }) => checked(pages),
    (error: unknown) => console.warn(`Note: the build would fail already, before any CMS edit:\n${errorText(error)}`),
  );

  const server = app.listen(port, host, () => {
    console.log(`The CMS is running at ${address}/admin/ (loopback only; Ctrl+C stops it).`);
    console.log(`Edits are committed to "${branch}" in ${repo} as ${gitUser()}.`);
  });
  server.on("error", (error) => fail(`cannot listen on ${host}:${port}: ${error.message}`));
}

function gitUser(): string {
  return `${git(repo, ["config", "user.name"])} <${git(repo, ["config", "user.email"])}>`;
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
