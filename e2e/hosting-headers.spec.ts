import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { test, expect } from "./fixtures";
import { expectDarkBeforePaintOnEveryPageType, expectNoViolationOnEveryPageType } from "./hosting";
import { applyHeaders, parseHeadersFile, repeatedHeaders } from "../scripts/lib/headers-file.mjs";
import { hashedDir, hashedName } from "../scripts/lib/static-server.mjs";

// The build's public/_headers as a host that applies EVERY matching rule serves it (Cloudflare
// Pages: a header two rules set is joined with ", ", so two policies would both be enforced).
// Project "headers-merge" (playwright.config.ts): `scripts/serve.mjs --headers-file public/_headers`.

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
  await page.goto("");
  const app = await page.locator('script[src*="/app-"]').first().getAttribute("src");
  expect((await request.get(app!.replace(/^\/api-docs-v2\//, ""))).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("the file fits the host's limits and sets no header twice for any file of the build", () => {
  const { rules, skipped } = parseHeadersFile(readFileSync("public/_headers", "utf8"), "public/_headers");
  expect(skipped).toEqual([]);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [`/${relative("public", join(dir, e.name))}`],
    );
  const all = files("public").filter((f) => f !== "/_headers");
  // Each file by its own path, and each page also by its route (`/x/index.html` → `/x/`).
  const paths = [...all, ...all.filter((f) => f.endsWith("/index.html")).map((f) => f.slice(0, -"index.html".length))];
  const repeated = paths.flatMap((p) => repeatedHeaders(rules, `/api-docs-v2${p}`).map((r) => `${p}: ${r.name}`));
  expect(repeated).toEqual([]);
  const immutable = (p: string) => /immutable/.test(applyHeaders(rules, `/api-docs-v2${p}`)["cache-control"] ?? "");
  const wrong = all.filter((p) => immutable(p) !== (hashedName.test(p) || p.startsWith(hashedDir)));
  expect(wrong, "files cached for a year must be named by their content, and the other way round").toEqual([]);
});
