import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test, expect } from "./fixtures";
import { allDocRoutes, apiRoutes, rel } from "./spec-routes";

// Every doc page links to its source in the repository ("Edit this page", from
// site config repository.editUrl) and says when it last changed ("Last updated", from git).

const editBase = "https://git.saku.example/docs/api-docs-v2/edit/main/";
const lastCommit = (file: string) =>
  execFileSync("git", ["log", "-1", "--format=%cI", "--", file], { encoding: "utf8" }).trim();
/** The href of the link whose text is `label` (the last `<a href>` opened before the text). */
function hrefOf(html: string, label: string): string | undefined {
  const at = html.indexOf(`</svg>${label}<`);
  if (at < 0) return undefined;
  return /<a href="([^"]+)"[^>]*>(?![\s\S]*<a )/.exec(html.slice(html.lastIndexOf("<a href=", at), at))?.[1];
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

test("every listed page links to its source file and shows its last change from git", async ({ request }) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  for (const route of allDocRoutes) {
    const html = await (await request.get(rel(route))).text();
    const edit = hrefOf(html, "Edit this page");
    if (!edit?.startsWith(editBase)) {
      problems.push(`${route}: no Edit this page link to ${editBase}`);
      continue;
    }
    const file = decodeURIComponent(edit.slice(editBase.length));
    if (!/^content\/.+\.mdx$/.test(file) || !existsSync(file))
      problems.push(`${route}: edit link to ${file}, which is not a content file`);
    const sources = [file];
    const definition = hrefOf(html, "Edit the API definition");
    if (definition) sources.push(decodeURIComponent(definition.slice(editBase.length)));
    const isOperation = apiRoutes.includes(route) && !/\/(overview|api-status)\/$|^\/api\/$/.test(route);
    if (isOperation && !definition) problems.push(`${route}: an operation page without Edit the API definition`);
    const dates = sources.map(lastCommit).filter(Boolean);
    const expected = dates.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
    const time = /Last updated on <time dateTime="([^"]+)">([^<]+)<\/time>/i.exec(html);
    if (!expected) {
      if (time) problems.push(`${route}: shows a date for a file git does not know`);
      continue;
    }
    if (!time) problems.push(`${route}: no Last updated date`);
    else {
      const [y, m, d] = expected.slice(0, 10).split("-");
      if (time[1] !== expected) problems.push(`${route}: dateTime ${time[1]}, git says ${expected}`);
      if (time[2] !== `${+d} ${months[+m - 1]} ${y}`) problems.push(`${route}: shows "${time[2]}" for ${expected}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the edit link opens the repository in a new tab, named for screen readers", async ({ page }) => {
  await page.goto("guide/authentication/");
  const link = page.getByRole("link", { name: "Edit this page (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", `${editBase}content/guide/authentication.mdx`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});
