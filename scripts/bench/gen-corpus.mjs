#!/usr/bin/env node
// Writes a deterministic corpus of plain MDX pages for build and search benchmarks.
// Usage: node gen-corpus.mjs <out-dir> <pages>
// Every page: frontmatter title, 4 h2 sections with an h3 each, prose, a code block and a table.
// The same arguments always produce byte-identical files, so two generators can be compared on
// exactly the same input.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [outDir, pagesArg] = process.argv.slice(2);
const pages = Number(pagesArg);
if (!outDir || !Number.isInteger(pages) || pages < 1) {
  console.error("usage: node gen-corpus.mjs <out-dir> <pages>");
  process.exit(2);
}

const words = `payment refund order token binding disbursement merchant shop division settlement
signature timestamp partner external channel balance inquiry notify cancel query consult checkout
hosted custom widget oauth profile history transfer bank account top-up status overview
beneficiary wallet customer amount currency reference callback webhook sandbox production
scenario idempotency retry timeout header body response request schema field`.split(/\s+/);

// Small linear congruential generator: deterministic across platforms and Node versions.
let seed = 42;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
const pick = () => words[next() % words.length];
const sentence = (n) => {
  const w = Array.from({ length: n }, pick);
  w[0] = w[0][0].toUpperCase() + w[0].slice(1);
  return w.join(" ") + ".";
};

mkdirSync(outDir, { recursive: true });
for (let p = 1; p <= pages; p++) {
  const lines = ["---", `title: Page ${p} ${pick()} ${pick()}`, `description: ${sentence(12)}`, "---", ""];
  for (let s = 1; s <= 4; s++) {
    lines.push(`## Section ${s} ${pick()} ${pick()}`, "", sentence(18) + " " + sentence(22), "");
    lines.push(
      `### Detail ${s} ${pick()}`,
      "",
      `Use \`${pick()}Id\` with responseCode 200${10 + s}00 for ${pick()}.`,
      "",
    );
    if (s === 2) {
      lines.push(
        "```json",
        `{ "partnerReferenceNo": "ref-${p}-${s}", "amount": { "value": "${p}000.00", "currency": "IDR" } }`,
        "```",
        "",
      );
    }
    if (s === 3) {
      lines.push("| field | type | description |", "|---|---|---|");
      for (let r = 0; r < 3; r++) lines.push(`| ${pick()}${pick()} | string | ${sentence(8)} |`);
      lines.push("");
    }
  }
  writeFileSync(join(outDir, `page-${String(p).padStart(5, "0")}.mdx`), lines.join("\n"));
}
console.log(`wrote ${pages} pages to ${outDir}`);
