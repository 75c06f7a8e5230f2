import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test, expect } from "./fixtures";
import { expectDarkBeforePaintOnEveryPageType, expectNoViolationOnEveryPageType } from "./hosting";
import { applyHeaders, parseHeadersFile, repeatedHeaders } from "../scripts/lib/headers-file.mjs";
import { hashedDir, hashedName } from "../scripts/lib/static-server.mjs";

// The deploy folder (scripts/deploy-folder.mjs: _headers and 404.html at its root, the site under
// /api-docs-v2/) as a host that applies EVERY matching rule of its _headers serves it (Cloudflare
// Pages: a header two rules set is joined with ", ", so two policies would both be enforced), with
// its 404.html for every path it does not hold. Project "headers-merge" (playwright.config.ts):
// `scripts/deploy-folder.mjs --out deploy`, then `scripts/serve.mjs --root deploy --base /
// --headers-file deploy/_headers`.

test("no Content Security Policy violation on any page type", async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await expectNoViolationOnEveryPageType(page, consoleErrors);
});

test("a reader whose system prefers dark gets the dark theme before first paint", async ({ page }) => {
  await expectDarkBeforePaintOnEveryPageType(page);
});

test("pages carry only their own policy; hashed bundles are immutable", async ({ request, page }) => {
  const guide = await request.get("guide/authentication/");
  const policy = guide.headers()["content-security-policy"];
  expect(policy).not.toContain(", ");
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(guide.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  // The search meta file keeps its address from build to build: revalidated like the pages.
  const searchMeta = await request.get("search-index/current/meta.json");
  expect(searchMeta.status()).toBe(200);
  expect(searchMeta.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  await page.goto("");
  const app = await page.locator('script[src*="/app-"]').first().getAttribute("src");
  expect((await request.get(app!.replace(/^\/api-docs-v2\//, ""))).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("the not-found page's own paths and unknown paths answer 404 with the not-found page", async ({ request }) => {
  for (const path of ["no-such-page/", "guide/no-such-page", "404/", "404/index.html", "404.html"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Page Not Found");
  }
});

test("the file fits the host's limits and sets no header twice for any file of the deploy folder", () => {
  const { rules, skipped } = parseHeadersFile(readFileSync("deploy/_headers", "utf8"), "deploy/_headers");
  expect(skipped).toEqual([]);
  const site = "deploy/api-docs-v2";
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [`/${relative(site, join(dir, e.name))}`],
    );
  const all = files(site);
  // Each file by its own path, and each page also by its route (`/x/index.html` → `/x/`).
  const paths = [...all, ...all.filter((f) => f.endsWith("/index.html")).map((f) => f.slice(0, -"index.html".length))];
  const repeated = paths.flatMap((p) => repeatedHeaders(rules, `/api-docs-v2${p}`).map((r) => `${p}: ${r.name}`));
  expect(repeated).toEqual([]);
  const immutable = (p: string) => /immutable/.test(applyHeaders(rules, `/api-docs-v2${p}`)["cache-control"] ?? "");
  const wrong = all.filter((p) => immutable(p) !== (hashedName.test(p) || p.startsWith(hashedDir)));
  expect(wrong, "files cached for a year must be named by their content, and the other way round").toEqual([]);
  // Netlify reads the same file its own way (later rules replace; `:x` is a whole segment): the
  // headers of every file and route must not depend on which host reads it.
  const hostDefault = { "cache-control": "public, max-age=0, must-revalidate" };
  const differing = paths.filter(
    (p) =>
      JSON.stringify(applyHeaders(rules, `/api-docs-v2${p}`, hostDefault, "netlify")) !==
      JSON.stringify(applyHeaders(rules, `/api-docs-v2${p}`, hostDefault)),
  );
  expect(differing, "paths Netlify would serve with other headers than Cloudflare").toEqual([]);
});
