import path from "node:path";
import { FIRST_QUERIES, firstSearchCost, indexContent } from "../bench";
import { loadSidebars } from "../../pages";

/** The first search of the real docs fetches at most 35 KB gzipped (meta, shards, documents). */
const FIRST_SEARCH_BUDGET = 35 * 1024;

describe("search payload of the real docs", () => {
  const index = indexContent(
    path.resolve("content"),
    loadSidebars(),
    path.resolve("content/openapi/merchant-api-v2.yaml"),
  );

  for (const query of FIRST_QUERIES) {
    it(`typing "${query}" as the first search fetches at most 35 KB gzipped, and only some of the files`, () => {
      const cost = firstSearchCost(index, query);
      expect(cost.gzip).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
      expect(cost.files).toBeLessThan(index.files.size / 4);
    });
  }
});
