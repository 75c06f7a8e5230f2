#!/usr/bin/env node
// Dependency check, part two: every package declared in package.json (the root's and each
// workspace's, cms/) is used. (Part one, every package used is declared, is ESLint's
// import-x/no-extraneous-dependencies: eslint.config.mjs.) "Used" means one of:
// - imported or required from code: `import … from "x"`, `import "x"`, `import("x")`,
//   `export … from "x"`, `require("x")`, `require.resolve("x")`, `vi.mock("x")`, a `/// <reference
//   types="x">` (a subpath such as `x/y` counts for `x`);
// - named as a plugin or environment in a configuration file (gatsby-config.ts's plugins, Vitest's
//   environment, tsconfig.json's types), as a Gatsby plugin's `resolve: "x"` wherever the plugin
//   list is built, or in a `@vitest-environment x` comment;
// - run as a command: its bin as a word of an npm script or of .ci/run, or `npx bin` / spawning
//   `"npx", ["bin", …]` in code;
// - for @types/x: x is used, or tsconfig.json lists it.
// A quoted string that merely equals a package name elsewhere (a language called "typescript") is not
// a use. Built output (public/, deploy/, mcp/data/, mcp/dist/) is not read. Packages used in none of
// these ways but needed all the same are listed in IMPLICIT with the reason. Exits 1 naming each
// unused package and its package.json.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Needed though nothing names them: each says who needs it. */
const IMPLICIT = {
  "@mdx-js/react": "peer dependency of gatsby-plugin-mdx (its MDXProvider renders every doc)",
  "preact-render-to-string": "gatsby-plugin-preact's server renderer, pinned through package.json overrides",
  react: "Gatsby's runtime and react-dom require it (Preact replaces it in the browser build)",
  "react-dom": "Gatsby's runtime and the component tests render with it",
  preact: "gatsby-plugin-preact's peer dependency: the browser build's React",
  "@testing-library/dom": "peer dependency of @testing-library/react",
  "babel-preset-gatsby": "Gatsby's Babel preset, patched (patches/): declared at the version its patch is for",
  "gatsby-plugin-typescript":
    "Gatsby's TypeScript plugin, patched (patches/): declared at the version its patch is for",
};

const root = process.cwd();
const readJson = (file) => JSON.parse(readFileSync(join(root, file), "utf8"));

/** Folders never read: dependencies, build output, caches, test output, the writers' content. */
const skipDirs = new Set([
  "node_modules",
  "public",
  "deploy",
  ".cache",
  ".git",
  "test-results",
  "playwright-report",
  "bench-results",
  "content",
  "mcp/data",
  "mcp/dist",
]);
const codeFile = /\.(?:[cm]?[jt]sx?)$/;
const walk = (dir, out = []) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (skipDirs.has(name) || skipDirs.has(relative(root, file))) continue;
    if (statSync(file).isDirectory()) walk(file, out);
    else if (codeFile.test(name)) out.push(file);
  }
  return out;
};
const sources = walk(root).map((file) => ({ file: relative(root, file), text: readFileSync(file, "utf8") }));

/** `x`, `x/sub` → `x`; `@s/x/sub` → `@s/x`; relative paths, `node:` built-ins and aliases → null. */
function packageOf(specifier) {
  if (/^(?:\.|\/|node:|[a-z]+:)/.test(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const q = `["'\`]`;
const spec = `([^"'\`\\s]+)`;
const moduleReferences = [
  new RegExp(`\\b(?:import|export)\\s[^;]*?\\sfrom\\s*${q}${spec}${q}`, "g"),
  new RegExp(`\\bimport\\s*${q}${spec}${q}`, "g"),
  new RegExp(`\\bimport\\(\\s*(?:/\\*[^*]*\\*/\\s*)?${q}${spec}${q}`, "g"),
  new RegExp(`\\b\\w*[rR]equire(?:\\.resolve)?\\(\\s*${q}${spec}${q}`, "g"),
  new RegExp(`\\bvi\\.(?:mock|doMock|importActual)\\(\\s*${q}${spec}${q}`, "g"),
  /\/\/\/\s*<reference\s+types=["']([^"']+)["']/g,
  /@vitest-environment\s+(\S+)/g,
  // A Gatsby plugin's entry, wherever the plugin list is built: `{ resolve: "gatsby-plugin-x", options }`.
  new RegExp(`\\bresolve:\\s*${q}${spec}${q}`, "g"),
];

/** Packages each source file references as modules. */
const imported = new Map();
for (const { file, text } of sources)
  for (const pattern of moduleReferences)
    for (const match of text.matchAll(pattern)) {
      const name = packageOf(match[1]);
      if (name) imported.set(name, [...(imported.get(name) ?? []), file]);
    }

/** Configuration files, where a quoted package name is a plugin or environment. */
const configFiles = sources.filter(({ file }) => /^(?:gatsby-config|[\w-]+\.config)\.[cm]?[jt]s$/.test(file));
const tsTypes = readJson("tsconfig.json").compilerOptions?.types ?? [];
const configured = (name) =>
  tsTypes.includes(name) || configFiles.some(({ text }) => new RegExp(`${q}${escape(name)}${q}`).test(text));

const binsOf = (name, dir) => {
  for (const base of [join(root, dir, "node_modules"), join(root, "node_modules")]) {
    try {
      const meta = JSON.parse(readFileSync(join(base, name, "package.json"), "utf8"));
      if (typeof meta.bin === "string") return [name.replace(/^@[^/]+\//, "")];
      return Object.keys(meta.bin ?? {});
    } catch {
      // Not installed here: try the root's node_modules.
    }
  }
  return [];
};
const ci = [".ci/run"].flatMap((f) => {
  try {
    return [readFileSync(join(root, f), "utf8")];
  } catch {
    return [];
  }
});
const code = sources.map(({ text }) => text).join("\n");

/** A bin is run: a word of an npm script or of .ci/run, `npx bin` anywhere, or `"npx", ["bin"` in code. */
const run = (bin, npmScripts) =>
  new RegExp(`(?:^|[\\s;&|(])${escape(bin)}(?=[\\s;&|)]|$)`, "m").test([npmScripts, ...ci].join("\n")) ||
  new RegExp(`\\bnpx\\s+${escape(bin)}\\b`).test(code) ||
  new RegExp(`${q}npx${q},\\s*\\[\\s*${q}${escape(bin)}${q}`).test(code);

/** The unused packages of one package.json (`dir` is "" for the root, "cms" for the workspace). */
function unusedOf(dir) {
  const pkg = readJson(join(dir, "package.json"));
  const npmScripts = Object.values(pkg.scripts ?? {}).join("\n");
  const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  // A workspace's packages must be used from inside it; the root's from anywhere.
  const inScope = (files) => files.some((file) => !dir || file.startsWith(`${dir}/`));
  const used = (name) => {
    if (!dir && name in IMPLICIT) return true;
    if (name.startsWith("@types/")) {
      const target = name.slice("@types/".length).replace(/^(.+)__(.+)$/, "@$1/$2");
      return tsTypes.includes(target) || used(target);
    }
    return (
      inScope(imported.get(name) ?? []) || configured(name) || binsOf(name, dir).some((bin) => run(bin, npmScripts))
    );
  };
  return { declared, unused: declared.filter((name) => !used(name)) };
}

const workspaces = readJson("package.json").workspaces ?? [];
const results = ["", ...workspaces].map((dir) => ({ dir, ...unusedOf(dir) }));
const unused = results.flatMap(({ dir, unused }) => unused.map((name) => ({ dir, name })));
if (unused.length) {
  for (const { dir, name } of unused)
    console.error(`${join(dir, "package.json")}: "${name}" is declared but never used (scripts/check-deps.mjs)`);
  process.exit(1);
}
console.log(
  `All declared packages are used: ${results.map(({ dir, declared }) => `${declared.length} in ${join(dir, "package.json")}`).join(", ")}.`,
);
