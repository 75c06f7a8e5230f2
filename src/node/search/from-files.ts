import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { docFieldsFor } from "../content";
import { loadOpenApi, openApiFile, operationNodeFields } from "../openapi";
import type { SiteConfig } from "../../config/schema";
import type { SearchSourceDoc } from "./documents";
import type { OperationSearchData } from "./api-pages";

/**
 * Reads MDX files straight from a folder into the doc fields the build derives from MDX nodes
 * (same `docFieldsFor`), for the search benchmark and the payload test: the real docs and a
 * generated corpus are indexed by the very code the build uses, without a Gatsby build.
 */
export function readDocsFromFolder(root: string, config: SiteConfig): SearchSourceDoc[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Changelog entries are not docs (src/node/changelog); the changelog has its own search document.
      if (entry.isDirectory()) {
        if (full !== path.join(root, "changelog")) walk(full);
      } else if (entry.name.endsWith(".mdx")) files.push(full);
    }
  };
  walk(root);
  return files.sort().map((file) => {
    const source = fs.readFileSync(file, "utf8");
    const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
    const frontmatter = block ? (parse(block[1]) as Record<string, unknown>) : {};
    const body = block ? source.slice(block[0].length) : source;
    return docFieldsFor({ body, frontmatter }, file, config, root);
  });
}

/** The operations as the `ApiOperation` nodes carry them (src/node/openapi `sourceNodes`). */
export function readOperations(config: SiteConfig, file = openApiFile): OperationSearchData[] {
  const api = loadOpenApi(fs.readFileSync(file, "utf8"), config, file);
  return api.operations.map((entry) => operationNodeFields(api, entry));
}
