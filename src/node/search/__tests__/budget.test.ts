import path from "node:path";
import { gzipSync } from "node:zlib";
import { readDocsFromFolder, readOperations } from "../from-files";
import { buildSearchDocuments, searchSidebars } from "../documents";
import { exportContext } from "../export-index";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { SEARCH_CONTEXTS } from "../../../lib/search/types";
import { loadSidebars } from "../../sidebars";

const sidebars = loadSidebars();

/** Issue #6: the first search of the real docs fetches at most 60 KB gzipped. */
const FIRST_SEARCH_BUDGET = 60 * 1024;

describe("search payload of the real docs", () => {
  const config = parseSiteConfig(siteConfigInput);
  const docs = readDocsFromFolder(path.resolve("content"), config);
  const documents = buildSearchDocuments(docs, {
    sidebars: searchSidebars(sidebars, docs, config),
    product: config.product,
    operations: readOperations(config),
  });

  for (const context of SEARCH_CONTEXTS) {
    it(`a first search in "${context}" (its index and store) fits in 60 KB gzipped`, () => {
      const files = exportContext(context, documents);
      const bytes = gzipSync(files.index).length + gzipSync(files.store).length;
      expect(files.documents).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
    });
  }
});
