/**
 * The `docs_info` tool: which docs the answers come from (version, build date, commit) and from
 * where (the package's own copy, the site's current docs, or a copy fetched earlier), read per call
 * because a running server refreshes its docs (docs-update.ts).
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import type { BuildInfo } from "../docs-data";
import { text, type ToolContext } from "./shared";

/** Registers `docs_info`; `pkg` is the build the running package was made from. */
export function registerDocsInfo({ server, data }: ToolContext, pkg: BuildInfo): void {
  server.registerTool(
    "docs_info",
    {
      title: "Which docs the answers come from",
      description:
        "The version, build date and commit of the docs every answer comes from, and their source: `bundled` (the package's own copy), " +
        "`fetched` (the site's current docs, checked at this start or within the hour) or `cached` (a copy fetched earlier, the site being unreachable), with a note saying why.",
      inputSchema: {},
      outputSchema: {
        version: z.string(),
        builtAt: z.string(),
        commit: z.string().nullable(),
        source: z.enum(["bundled", "fetched", "cached"]),
        fetchedAt: z.string().nullable(),
        note: z.string(),
        siteUrl: z.string(),
        packageVersion: z.string(),
        packageBuiltAt: z.string(),
        packageUrl: z.string(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => {
      const { build, source } = data;
      const structuredContent = {
        version: build.version,
        builtAt: build.builtAt,
        commit: build.commit,
        source: source.kind,
        fetchedAt: source.fetchedAt,
        note: source.note,
        siteUrl: build.siteUrl,
        packageVersion: pkg.version,
        packageBuiltAt: pkg.builtAt,
        packageUrl: pkg.stableTarballUrl,
      };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
