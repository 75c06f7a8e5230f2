import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as compat from "preact/compat";
import lean, * as leanNamed from "../react-default";

const projectRequire = createRequire(join(process.cwd(), "package.json"));
const packageDir = (name: string) => dirname(projectRequire.resolve(`${name}/package.json`));

/** Every script file under `dir`, tests left out. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?js|tsx?)$/.test(entry.name) && !/__tests__/.test(entry.parentPath))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The members of a default import of `react` a module reads (`React.createElement`, …). */
function defaultMembersRead(source: string): Set<string> {
  const read = new Set<string>();
  const imports = /import\s+(\w+)\s*(?:,\s*(?:\{[^}]*\}|\*\s*as\s+\w+))?\s*from\s*["'`]react["'`]/g;
  for (const [, name] of source.matchAll(imports))
    for (const [, member] of source.matchAll(new RegExp(`(?<![\\w$.])${name}\\.(\\w+)`, "g"))) read.add(member);
  return read;
}

// The browser code that imports React by default: Gatsby's runtime (copied to .cache), its router,
// MDX's provider and the site's own code. A superset of what the bundle holds is fine.
const sources = [
  ...scripts(join(packageDir("gatsby"), "cache-dir")),
  join(packageDir("@gatsbyjs/reach-router"), "dist/index.modern.mjs"),
  ...scripts(join(packageDir("@mdx-js/react"), "lib")),
  ...scripts(join(process.cwd(), "src")),
];

describe("the browser's React default (react-default.ts)", () => {
  const compatDefault = (compat as unknown as { default: Record<string, unknown> }).default;

  it("finds the members a default import reads", () => {
    const source = 'import React, { useState } from "react";\nReact.createElement(x); notReact.memo; React.Children;';
    expect([...defaultMembersRead(source)]).toEqual(["createElement", "Children"]);
  });

  it("has every member of compat's default that the browser code reads, as compat's own", () => {
    const missing: string[] = [];
    for (const file of sources)
      for (const member of defaultMembersRead(readFileSync(file, "utf8")))
        if (member in compatDefault && !(member in lean)) missing.push(`${member} (${file})`);
    expect(missing).toEqual([]);
    for (const [member, value] of Object.entries(lean)) expect(value, member).toBe(compatDefault[member]);
  });

  it("leaves out what nothing reads, and passes compat's named exports through", () => {
    expect(Object.keys(lean).length).toBeLessThan(Object.keys(compatDefault).length - 15);
    for (const name of ["memo", "forwardRef", "Suspense", "lazy", "createPortal", "useSyncExternalStore"])
      expect((leanNamed as Record<string, unknown>)[name], name).toBe(compatDefault[name]);
  });
});
