import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { SidebarsDefinition } from "../../lib/sidebar";
import { contentDir } from "../content";

/** Where the sidebars live: data that writers edit by hand or from the CMS. */
export const sidebarsFile = path.join(contentDir, "sidebars.yaml");

const docIdMessage = "must be a doc id such as guide/authentication (the path under content/ without .mdx)";
/** A sidebar item's doc id; its meta carries the message for the CMS's field check (cms/node/decap-config.ts). */
export const docIdSchema = z
  .string()
  .regex(/^(guide|api)\/[a-z0-9][a-z0-9/-]*$/, docIdMessage)
  .meta({ invalid: docIdMessage });

const docItem = z.strictObject({
  /** A page: `{ type: doc, id: guide/authentication }`. */
  type: z.literal("doc"),
  id: docIdSchema,
  /** Overrides the doc's `sidebar_label` / `title` here only. */
  label: z.string().min(1).optional(),
});

const categoryItem = z.strictObject({
  /** A heading that groups docs: `{ type: category, label: Payment Gateway, items: [...] }`. */
  type: z.literal("category"),
  label: z.string().min(1),
  /** Starts closed when true. */
  collapsed: z.boolean().optional(),
  items: z.array(docItem).min(1, "a category needs at least one doc"),
});

const sidebar = z.strictObject({
  /** The sidebar's heading and first breadcrumb, e.g. "Integration Guides". */
  label: z.string().min(1),
  items: z.array(z.discriminatedUnion("type", [docItem, categoryItem])).min(1),
});

/** The schema of content/sidebars.yaml: the two sidebars. The CMS validates with it too. */
export const sidebarsSchema = z.strictObject({ guide: sidebar, api: sidebar });

/** Parses and validates sidebars YAML; errors name the file and the field path. */
export function parseSidebars(source: string, file = sidebarsFile): SidebarsDefinition {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: not valid YAML: ${(error as Error).message}`);
  }
  const result = sidebarsSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) =>
        `  - ${
          i.path
            .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
            .join("")
            .replace(/^\./, "") || "(root)"
        }: ${i.message}`,
    );
    throw new Error(`${path.relative(process.cwd(), file)} is invalid:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Reads content/sidebars.yaml (or another file), validated. */
export function loadSidebars(file = sidebarsFile): SidebarsDefinition {
  return parseSidebars(readFileSync(file, "utf8"), file);
}
