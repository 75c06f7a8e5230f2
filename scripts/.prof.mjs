import { runnerImport } from "vite";
import { join } from "node:path";
const root = process.cwd();
const h = (await runnerImport(join(root, "src/node/search/bench.ts"), { root, configFile: false, logLevel: "error" }))
  .module;
const { loadSidebars } = (
  await runnerImport(join(root, "src/node/sidebars.ts"), { root, configFile: false, logLevel: "error" })
).module;
const { suggestionGroups } = (
  await runnerImport(join(root, "src/lib/search/suggestions.ts"), { root, configFile: false, logLevel: "error" })
).module;
const dir = process.argv[2] ?? join(root, "content");
const index = h.indexContent(
  dir,
  loadSidebars(join(root, "content/sidebars.yaml")),
  join(root, "content/openapi/merchant-api-v2.yaml"),
);
const engine = h.engineOf(index);
for (const q of h.BENCH_QUERIES) for (const k of h.keystrokes(q)) suggestionGroups(engine, k, "guide");
const rows = [];
for (const q of h.BENCH_QUERIES)
  for (const k of h.keystrokes(q)) {
    const t = performance.now();
    for (let i = 0; i < 3; i++) suggestionGroups(engine, k, "guide");
    rows.push([(performance.now() - t) / 3, k]);
  }
rows.sort((a, b) => b[0] - a[0]);
console.log(
  rows
    .slice(0, 15)
    .map(([t, k]) => `${t.toFixed(1)} ${k}`)
    .join("\n"),
);
const time = (label, fn) => {
  const t = performance.now();
  for (let i = 0; i < 20; i++) fn();
  console.log(label, ((performance.now() - t) / 20).toFixed(2));
};
time("search se guide", () => engine.search("se", { limit: 8, context: "guide" }));
time("search se api", () => engine.search("se", { limit: 8, context: "api" }));
time("count se", () => engine.count("se"));
time("search partner", () => engine.search("partner", { limit: 8, context: "guide" }));
time("search se guide limit1", () => engine.search("se", { limit: 1, context: "guide" }));
time("search se guide limit0", () => engine.search("se", { limit: 0, context: "guide" }));
time("search 'se ' guide", () => engine.search("se ", { limit: 8, context: "guide" }));
time("search sec guide", () => engine.search("sec", { limit: 8, context: "guide" }));
console.log(engine.search("se", { limit: 8, context: "guide" }).map((h) => h.terms.join(",") + " " + h.score));
