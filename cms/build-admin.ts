import fs from "node:fs";
import path from "node:path";
import { writeOperationViews } from "./node/page-data";
import { checkedSite } from "./node/validate";
import { adminHtml, buildAdmin } from "./node/bundle";
import { decapConfig, teamBackend, TeamConfigError } from "./node/decap-config";
import { cmsSite, collectionSubfolders } from "./node/site";

/**
 * `npm run build:admin` (team mode): after `npm run build`, writes the admin app into
 * public/admin/ configured for a hosted git backend, so a deployed site serves it at
 * /api-docs-v2/admin/. The public build has no admin unless this runs.
 *
 *   CMS_BACKEND=github|gitlab|gitea  CMS_REPO=owner/name  [CMS_BRANCH=main]
 *   [CMS_API_ROOT=…] [CMS_BASE_URL=…] [CMS_AUTH_ENDPOINT=…] [CMS_APP_ID=… [CMS_AUTH_TYPE=pkce|implicit]]
 *   [CMS_EDITORIAL_WORKFLOW=1]
 *
 * Which combinations each backend can log in with: teamBackend (cms/node/decap-config.ts).
 */

function fail(message: string): never {
  console.error(`npm run build:admin: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let backend;
  try {
    backend = teamBackend(process.env);
  } catch (error) {
    if (error instanceof TeamConfigError) fail(`${error.message} See docs/cms.md, “Team mode”.`);
    throw error;
  }
  const out = path.resolve("public/admin");
  if (!fs.existsSync(path.resolve("public/404.html"))) fail("no build in public/: run `npm run build` first.");
  const { site, api, extras } = cmsSite();
  const config = decapConfig(api.load(), backend, collectionSubfolders(process.cwd()));
  fs.rmSync(out, { recursive: true, force: true });
  await buildAdmin(out, site);
  // The preview's operations (no CMS server in team mode): static files beside admin.js.
  writeOperationViews(out, extras, (await checkedSite([], site, extras)).docs);
  fs.writeFileSync(path.join(out, "index.html"), adminHtml());
  fs.writeFileSync(path.join(out, "config.json"), `${JSON.stringify(config, null, 2)}\n`);
  console.log(
    `Admin written to ${path.relative(process.cwd(), out)}/ for ${backend.name}:${backend.repo} (${backend.branch}).`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
