import fs from "node:fs";
import path from "node:path";
import { loadSiteConfig } from "../src/config/load";
import { makeApiReference } from "../src/node/openapi";
import { makeChangelog } from "../src/node/changelog";
import { siteExtras } from "../src/node/site-extras";
import { writeOperationViews } from "./node/page-data";
import { checkedSite } from "./node/validate";
import { adminHtml, buildAdmin } from "./node/bundle";
import { decapConfig, type BackendOptions } from "./node/decap-config";

/**
 * `npm run build:admin` (team mode): after `npm run build`, writes the admin app into
 * public/admin/ configured for a hosted git backend, so a deployed site serves it at
 * /api-docs-v2/admin/. The public build has no admin unless this runs.
 *
 *   CMS_BACKEND=github|gitlab|gitea  CMS_REPO=owner/name  [CMS_BRANCH=main]
 *   [CMS_API_ROOT=…] [CMS_BASE_URL=… (OAuth server)] [CMS_EDITORIAL_WORKFLOW=1]
 */

function fail(message: string): never {
  console.error(`npm run build:admin: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const name = process.env.CMS_BACKEND ?? "";
  if (!["github", "gitlab", "gitea"].includes(name))
    fail("set CMS_BACKEND to github, gitlab or gitea (and CMS_REPO=owner/name); see README, “The writers' CMS”.");
  const repo = process.env.CMS_REPO ?? "";
  if (!/^[\w.-]+\/[\w./-]+$/.test(repo)) fail("set CMS_REPO to the repository as owner/name.");
  const out = path.resolve("public/admin");
  if (!fs.existsSync(path.resolve("public/404.html"))) fail("no build in public/: run `npm run build` first.");
  const backend: BackendOptions = {
    name,
    repo,
    branch: process.env.CMS_BRANCH ?? "main",
    apiRoot: process.env.CMS_API_ROOT || undefined,
    baseUrl: process.env.CMS_BASE_URL || undefined,
    editorialWorkflow: process.env.CMS_EDITORIAL_WORKFLOW === "1",
  };
  const site = loadSiteConfig();
  const api = makeApiReference(site);
  const config = decapConfig(api.load(), backend);
  fs.rmSync(out, { recursive: true, force: true });
  await buildAdmin(out, site);
  // The preview's operations (no CMS server in team mode): static files beside admin.js.
  const extras = siteExtras(api, makeChangelog(site));
  writeOperationViews(out, extras, (await checkedSite([], site, extras)).docs);
  fs.writeFileSync(path.join(out, "index.html"), adminHtml());
  fs.writeFileSync(path.join(out, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  console.log(`Admin written to ${path.relative(process.cwd(), out)}/ for ${name}:${repo} (${backend.branch}).`);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
