import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";

/**
 * The writers' CMS is never part of the public site unless `npm run build:admin` ran:
 * no file of the production build names it or ships its code, and /admin is neither a page nor in
 * the sitemap or the search index.
 */

const publicDir = path.resolve(__dirname, "../public");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : [full];
  });
}

const textFile = /\.(html|js|css|json|xml|txt|md|map|webmanifest|svg)$|_headers$/;

test("no public file mentions or carries the CMS", () => {
  expect(fs.existsSync(path.join(publicDir, "admin")), "public/admin exists: was build:admin run?").toBe(false);
  const texts = files(publicDir).filter((f) => textFile.test(f));
  expect(texts.length).toBeGreaterThan(50);
  const hits: string[] = [];
  for (const file of texts) {
    const text = fs.readFileSync(file, "utf8");
    for (const marker of [/decap/i, /netlify-cms/i, /npm run cms/, /\/admin\//, /cms\/admin|cms\/node/])
      if (marker.test(text)) hits.push(`${path.relative(publicDir, file)}: ${String(marker)}`);
  }
  expect(hits).toEqual([]);
});

test("/admin is not a page, and not in the sitemap or the search index", async ({ request }) => {
  const response = await request.get("admin/");
  expect(response.status()).toBe(404);
  expect(fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8")).not.toContain("/admin");
  const index = [...files(path.join(publicDir, "search-index")), ...files(path.join(publicDir, "static/search"))];
  expect(index.length).toBeGreaterThan(0);
  for (const file of index) expect(fs.readFileSync(file, "utf8")).not.toContain("/admin");
});
