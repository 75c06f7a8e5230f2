import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// axe-core run inside the page under test, injected once per page load and then called directly.
// The site has no frames, so the page's document is all there is to check. This does what
// @axe-core/playwright's `analyze()` did, without its per-call costs (it injected the 560 KB
// script on every call and then opened a blank page to assemble the results): 1.3 s instead of
// 4 s for every rule on a guide page, which is most of the time of the per-page checks.

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeScope {
  /** CSS selectors of the parts to check (default: the whole document). */
  include?: string | string[];
  /** CSS selectors of the parts to leave out. */
  exclude?: string | string[];
  /** Only the rules of these tags (wcagTags in fixtures.ts), or else… */
  tags?: string[];
  /** …only these rules. With neither, every rule axe has runs. */
  rules?: string[];
}

/** Runs axe on the page as it is now. */
export async function axe(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  const list = (s?: string | string[]) => (s === undefined ? undefined : [s].flat().map((selector) => [selector]));
  const context = { include: list(scope.include) ?? [["html"]], exclude: list(scope.exclude) ?? [] };
  const runOnly: RunOptions["runOnly"] = scope.tags
    ? { type: "tag", values: scope.tags }
    : scope.rules
      ? { type: "rule", values: scope.rules }
      : undefined;
  // Every violation with all its elements; each passed rule with one element (axe's resultTypes).
  const options: RunOptions = { ...(runOnly && { runOnly }), resultTypes: ["violations"] };
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Passed and returned as JSON: axe's own types are too deep for Playwright's argument typing.
  const results: unknown = await page.evaluate(
    (json) => {
      const { c, o } = JSON.parse(json);
      return (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(c, o);
    },
    JSON.stringify({ c: context, o: options }),
  );
  return results as AxeResults;
}
