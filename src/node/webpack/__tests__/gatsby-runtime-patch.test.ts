import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

// patches/gatsby+5.16.1.patch takes Gatsby Slices and partial hydration out of the browser's page
// loader: a page's data and component are all it loads. That holds only while the site uses neither.

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "__tests__") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe("the patched Gatsby page loader", () => {
  it("is what npm installed: it fetches no slice data and no partial-hydration payload", () => {
    const loader = readFileSync(resolve("node_modules/gatsby/cache-dir/loader.js"), "utf8");
    expect(loader).toContain("Patched: the site has no slices and no partial hydration");
    expect(loader).not.toContain("slice-data/");
    expect(loader).not.toContain("loadSliceDataJson");
    expect(loader).not.toContain("fetchPartialHydrationJson");
    expect(loader).not.toContain("react-server-dom-webpack");
  });

  it("serves a site that creates no slice and turns on no partial hydration", () => {
    const files = [
      ...sources(resolve("src")),
      ...sources(resolve("cms")),
      resolve("gatsby-node.ts"),
      resolve("gatsby-config.ts"),
    ];
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\bcreateSlice\b|<Slice\b|\bPARTIAL_HYDRATION\b|partialHydration\s*:/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
