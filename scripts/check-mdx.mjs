#!/usr/bin/env node
// Compiles MDX files the way the site does (MDX 2 + GFM) and reports syntax errors with
// file:line:column. Usage: node scripts/check-mdx.mjs [files or folders…] (default: content/)
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import matter from "gray-matter";

const targets = process.argv.slice(2);
const files = [];
const walk = (p) => {
  if (statSync(p).isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
  else if (extname(p) === ".mdx") files.push(p);
};
for (const t of targets.length ? targets : ["content"]) walk(t);

let failed = 0;
for (const file of files) {
  const source = readFileSync(file, "utf8");
  const { content, data } = matter(source);
  const offset = source.slice(0, source.length - content.length).split("\n").length - 1;
  if (!data.title && !data.operationId) {
    console.error(`${file}: frontmatter has no title`);
    failed++;
  }
  try {
    await compile(content, { remarkPlugins: [remarkGfm] });
  } catch (error) {
    const line = error.line ? error.line + offset : "?";
    console.error(`${file}:${line}:${error.column ?? "?"}: ${error.reason ?? error.message}`);
    failed++;
  }
}
console.log(`${files.length} MDX files checked, ${failed} with errors`);
process.exit(failed ? 1 : 0);
