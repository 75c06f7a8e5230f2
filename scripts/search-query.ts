/**
 * What the search shows for a query, without a build: `npx tsx scripts/search-query.ts [guide|api|all] "query" …`.
 * `guide` (also the home page) and `api` print the navbar dropdown as a reader on such a page sees
 * it, in its groups; `all` prints the order of the search page and of the MCP server's
 * `search_docs`. Each line: score, context, route#anchor, title › section. The index is made from
 * content/ by the build's own code (src/node/search).
 */
import path from "node:path";
import { engineOf, indexContent } from "../src/node/search";
import { loadSidebars } from "../src/node/pages";
import { isSearchContext, suggestionGroups } from "../src/lib/search/node";

const [where = "guide", ...queries] = process.argv.slice(2);
if (!queries.length || !(where === "all" || isSearchContext(where))) {
  console.error('Usage: npx tsx scripts/search-query.ts [guide|api|all] "query" …');
  process.exit(2);
}
const engine = engineOf(
  indexContent(path.resolve("content"), loadSidebars(), path.resolve("content/openapi/merchant-api-v2.yaml")),
);
for (const query of queries) {
  console.log(`${query} (${where === "all" ? "search page, MCP" : `dropdown on a ${where} page`}):`);
  for (const group of suggestionGroups(engine, query, where === "all" ? null : where, 8)) {
    if (group.label) console.log(`  ${group.label}`);
    for (const hit of group.hits)
      console.log(
        `    ${hit.score.toFixed(1).padStart(5)} ${hit.context.padEnd(5)} ${hit.url}#${hit.hash}  ${hit.title} › ${hit.section}`,
      );
  }
}
