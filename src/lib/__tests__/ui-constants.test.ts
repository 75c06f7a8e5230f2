import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { layoutBreakpointPx, mobileMediaQuery } from "../ui-constants";

// CSS cannot import the TS constant, so the stylesheets repeat the layout breakpoint as
// `(max-width: 996px)` (docs/layout.md); every such copy must be that exact query.
const src = join(import.meta.dirname, "../..");
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith(".css") ? [join(dir, e.name)] : [],
  );

describe("the layout breakpoint in CSS", () => {
  const queries = cssFiles(src).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/@media\s+([^{]+?)\s*\{/g)].map((m) => ({
      file: relative(src, file),
      query: m[1],
    })),
  );

  it("is written as mobileMediaQuery wherever a stylesheet switches at it (or a pixel or two beside it)", () => {
    const nearBreakpoint = queries.filter(({ query }) =>
      [...query.matchAll(/(?:max|min)-width:\s*(\d+)px/g)].some(
        (m) => Math.abs(Number(m[1]) - layoutBreakpointPx) <= 2,
      ),
    );
    expect(nearBreakpoint.length).toBeGreaterThan(0);
    expect(nearBreakpoint.filter(({ query }) => query !== mobileMediaQuery)).toEqual([]);
  });
});
