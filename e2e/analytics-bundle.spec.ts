import { readFileSync, readdirSync } from "node:fs";
import { test, expect } from "@playwright/test";

/**
 * DESIGN.md: analytics loads on idle, never in the first-load bundle. Checked on the build output:
 * the JavaScript a doc page's HTML loads (its <script src> files, its inline scripts and its page
 * component chunk) must not contain mixpanel-browser, while the lazy chunk that does is present.
 */

const MIXPANEL_SIGNATURES = ["api-js.mixpanel.com", "__mp_opt_in_out", "MIXPANEL REQUEST"];
const hasMixpanel = (code: string) => MIXPANEL_SIGNATURES.filter((s) => code.includes(s));

const pages = ["guide/authentication", "api/payment-gateway/create-order", ""];

for (const route of pages) {
  test(`the first load of /${route} carries no mixpanel code`, () => {
    const html = readFileSync(`public/${route ? `${route}/` : ""}index.html`, "utf8");
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/api-docs-v2\/([^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    // The page component chunk (fetched during hydration) belongs to the first load too.
    const pageData = JSON.parse(readFileSync(`public/page-data/${route || "index"}/page-data.json`, "utf8")) as {
      componentChunkName: string;
    };
    const mapping = JSON.parse(
      JSON.parse(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)?.[1] ?? '""'),
    ) as Record<string, string[]>;
    const component = mapping[pageData.componentChunkName]?.map((f) => f.replace(/^\//, "")) ?? [];
    expect(component).toHaveLength(1);
    for (const file of [...scripts, ...component])
      expect({ file, found: hasMixpanel(readFileSync(`public/${file}`, "utf8")) }).toEqual({ file, found: [] });
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .join("\n");
    expect(hasMixpanel(inline)).toEqual([]);
    // The lazy chunk is only named in Gatsby's chunk map; nothing fetches it up front.
    const fetchedUpFront = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(fetchedUpFront.filter((u) => u.includes("analytics-sdk"))).toEqual([]);
  });
}

test("the signatures do find mixpanel-browser in the lazily loaded chunk", () => {
  const withMixpanel = readdirSync("public").filter(
    (f) => f.endsWith(".js") && hasMixpanel(readFileSync(`public/${f}`, "utf8")).length === MIXPANEL_SIGNATURES.length,
  );
  expect(withMixpanel.length).toBeGreaterThan(0);
  expect(readdirSync("public").some((f) => /^analytics-sdk-[0-9a-f]+\.js$/.test(f))).toBe(true);
});
