import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express, { type Request, type Response, type NextFunction } from "express";
import { registerLocalGit } from "decap-server/dist/middlewares";
import { loadSiteConfig } from "../src/config/load";
import { makeApiReference } from "../src/node/openapi";
import { makeChangelog } from "../src/node/changelog";
import { siteExtras } from "../src/node/site-extras";
import type { DocFields } from "../src/node/docs";
import { adminHtml, buildAdmin } from "./node/bundle";
import { decapConfig } from "./node/decap-config";
import { commitFiles, currentBranch, git, insideRepo, preflight } from "./node/git";
import { checkChanges, checkedSite, type ChangedFile } from "./node/validate";
import { writeOperationViews } from "./node/page-data";

/**
 * `npm run cms`: the writers' CMS on loopback. Refuses to start on a dirty work tree or another
 * branch than CMS_BRANCH (default main); builds the admin app; serves it at /admin/ with
 * decap-server's local git backend at /api/v1, bound to 127.0.0.1 only. Saves go through the
 * build's checks and become one commit of exactly the edited files.
 */

const repo = process.cwd();
const host = "127.0.0.1";
const port = Number(process.env.CMS_PORT ?? 8081);
const branch = process.env.CMS_BRANCH ?? "main";

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
    options?: { commitMessage?: string; useWorkflow?: boolean };
  };
}

async function main(): Promise<void> {
  const refusal = preflight(repo, branch);
  if (refusal) fail(refusal);

  const site = loadSiteConfig();
  const api = makeApiReference(site);
  // The same page extras as the build's createPages (src/node/site-extras.ts).
  const extras = siteExtras(api, makeChangelog(site));
  const operations = api.load();
  const address = `http://${host}:${port}`;
  const config = decapConfig(operations, { name: "proxy", branch, proxyUrl: `${address}/api/v1` });

  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "saku-cms-"));
  console.log("Building the CMS admin app…");
  await buildAdmin(outdir, site);

  const app = express();
  app.disable("x-powered-by");
  // "/admin" and "/admin/" are different routes (the first redirects to the second).
  app.set("strict routing", true);
  app.use(express.json({ limit: "50mb" }));
  app.get("/", (_req, res) => res.redirect("/admin/"));
  app.get("/admin", (_req, res) => res.redirect("/admin/"));
  app.get("/admin/", (_req, res) => res.type("html").send(adminHtml()));
  app.get("/admin/config.json", (_req, res) => res.json(config));
  app.use("/admin", express.static(outdir, { index: false }));

  /** The build's checks for a set of edits, for the editor: { error: null } or the build's message. */
  app.post("/api/cms/check", (req: Request, res: Response, next: NextFunction) => {
    const files = (req.body as { files?: ChangedFile[] }).files ?? [];
    checkChanges(files, site, extras, repo).then((error) => res.json({ error }), next);
  });

  // Writes: the build's checks, then one commit of exactly the edited files (not decap-server's
  // `git add .` with --no-verify). Reads go to decap-server's local git middleware below.
  app.post("/api/v1", (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as ProxyBody;
    const params = body.params ?? {};
    const writes = ["persistEntry", "persistMedia", "deleteFile", "deleteFiles"];
    if (!body.action || !writes.includes(body.action)) return next();
    const run = async () => {
      if (params.branch && params.branch !== branch)
        return res.status(422).json({ error: `Not the CMS branch ${branch}` });
      if (currentBranch(repo) !== branch)
        return res.status(409).json({ error: `The repository is no longer on ${branch}; restart the CMS.` });
      const message = params.options?.commitMessage ?? "docs: CMS edit";
      if (body.action === "persistEntry") {
        if (params.options?.useWorkflow)
          return res.status(422).json({
            error: "The editorial workflow is for team mode (a hosted git backend); the local CMS publishes directly.",
          });
        const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
        let docs: DocFields[];
        try {
          ({ docs } = await checkedSite(
            files.map((f) => ({ path: f.newPath ?? f.path, raw: f.raw })),
            site,
            extras,
            repo,
          ));
        } catch (error) {
          return res.status(422).json({ error: `The build would fail: ${errorText(error)}` });
        }
        commitFiles(
          repo,
          [
            ...files.flatMap((f) =>
              f.newPath && f.newPath !== f.path
                ? [
                    { path: f.path, content: null },
                    { path: f.newPath, content: f.raw },
                  ]
                : [{ path: f.path, content: f.raw }],
            ),
            ...(params.assets ?? []).map((a) => ({ path: a.path, content: Buffer.from(a.content, a.encoding) })),
          ],
          message,
        );
        // The preview's operations as the saved pages make them (guide titles, routes).
        writeOperationViews(outdir, extras, docs);
        return res.json({ message: "entry persisted" });
      }
      if (body.action === "persistMedia" && params.asset) {
        const asset = params.asset;
        commitFiles(repo, [{ path: asset.path, content: Buffer.from(asset.content, asset.encoding) }], message);
        const abs = insideRepo(repo, asset.path);
        return res.json({
          id: asset.path,
          content: fs.readFileSync(abs).toString("base64"),
          encoding: "base64",
          path: asset.path,
          name: path.basename(asset.path),
        });
      }
      const paths = body.action === "deleteFile" && params.path ? [params.path] : (params.paths ?? []);
      if (paths.some((p) => p.endsWith(".mdx") || p.endsWith(".yaml"))) {
        const gone = new Set(paths.map((p) => insideRepo(repo, p)));
        const error = await checkChanges([], site, extras, repo, gone);
        if (error) return res.status(422).json({ error: `The build would fail: ${error}` });
      }
      commitFiles(
        repo,
        paths.map((p) => ({ path: p, content: null })),
        message,
      );
      return res.json({ message: `deleted ${paths.join(", ")}` });
    };
    run().catch(next);
  });
  await registerLocalGit(app, { logLevel: process.env.CMS_LOG_LEVEL ?? "warn" });

  // The first check reads every doc and the OpenAPI document; do it now, not on the first save.
  // It also writes the operations API pages preview (operations/<id>.json beside admin.js).
  void checkedSite([], site, extras, repo).then(
    ({ docs }) => writeOperationViews(outdir, extras, docs),
    (error: unknown) => console.warn(`Note: the build would fail already, before any CMS edit:\n${errorText(error)}`),
  );

  const server = app.listen(port, host, () => {
    console.log(`The CMS is running at ${address}/admin/ (loopback only; Ctrl+C stops it).`);
    console.log(`Edits are committed to "${branch}" in ${repo} as ${gitUser()}.`);
  });
  server.on("error", (error) => fail(`cannot listen on ${host}:${port}: ${error.message}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      server.close();
      fs.rmSync(outdir, { recursive: true, force: true });
      process.exit(0);
    });
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function gitUser(): string {
  return `${git(repo, ["config", "user.name"])} <${git(repo, ["config", "user.email"])}>`;
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
