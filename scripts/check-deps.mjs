#!/usr/bin/env node
// Dependency check, part two: every package declared in package.json is used. (Part one, every
// package used is declared, is ESLint's import-x/no-extraneous-dependencies: eslint.config.mjs.)
// "Used" means imported or required from the code, named as a string in a config or script (Gatsby
// plugins, Vitest's environment), run as a command (its bin in package.json scripts or scripts/),
// or, for @types/x, that x is used. Packages used in none of these ways but needed all the same are
// listed in IMPLICIT with the reason. Exits 1 naming each unused package.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Needed though nothing names them: each says who needs it. */
const IMPLICIT = {
  "@mdx-js/react": "peer dependency of gatsby-plugin-mdx (its MDXProvider renders every doc)",
  "preact-render-to-string": "gatsby-plugin-preact's server renderer, pinned through package.json overrides",
  react: "Gatsby's runtime and react-dom require it (Preact replaces it in the browser build)",
  "react-dom": "Gatsby's runtime and the component tests render with it",
  preact: "gatsby-plugin-preact's peer dependency: the browser build's React",
  "@testing-library/dom": "peer dependency of @testing-library/react",
};

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];

const skipDirs = new Set([
  "node_modules",
  "public",
  "deploy",
  ".cache",
  ".git",
  "test-results",
  "playwright-report",
  "content",
]);
const codeFile = /\.(?:[cm]?[jt]sx?|json)$/;
const walk = (dir, out = []) => {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name)) continue;
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file, out);
    else if (codeFile.test(name) && !["package.json", "package-lock.json"].includes(name)) out.push(file);
  }
  return out;
};
const sources = walk(root).map((f) => readFileSync(f, "utf8"));
const ci = [".ci/run"].flatMap((f) => {
  try {
    return [readFileSync(join(root, f), "utf8")];
  } catch {
    return [];
  }
});
const npmScripts = Object.values(pkg.scripts ?? {}).join("\n");
const everything = [...sources, ...ci, npmScripts].join("\n");

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const named = (name) =>
  new RegExp(`["'\`]${escape(name)}(?:/[^"'\`]*)?["'\`]|@vitest-environment ${escape(name)}\\b`).test(everything);
const binsOf = (name) => {
  try {
    const meta = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8"));
    if (typeof meta.bin === "string") return [name.replace(/^@[^/]+\//, "")];
    return Object.keys(meta.bin ?? {});
  } catch {
    return [];
  }
};
// A bin counts when run: `npx bin`, a word in an npm script, or a quoted command/argument in scripts/.
const run = (bin) =>
  new RegExp(`(?:^|[\\s"'\`;&|(])${escape(bin)}(?=[\\s"'\`;&|)]|$)`, "m").test([npmScripts, ...ci].join("\n")) ||
  new RegExp(`["'\`]${escape(bin)}["'\`]`).test(sources.join("\n"));
const tsTypes = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")).compilerOptions?.types ?? [];

const used = (name) => {
  if (name in IMPLICIT) return true;
  if (name.startsWith("@types/")) {
    const target = name.slice("@types/".length).replace(/^(.+)__(.+)$/, "@$1/$2");
    return tsTypes.includes(target) || used(target) || named(target);
  }
  return named(name) || binsOf(name).some(run);
};

const unused = declared.filter((name) => !used(name));
if (unused.length) {
  for (const name of unused)
    console.error(`package.json: "${name}" is declared but never used (scripts/check-deps.mjs)`);
  process.exit(1);
}
console.log(`All ${declared.length} declared packages are used.`);
