import { z } from "zod";

/**
 * The frontmatter rules of a doc, one source for the build (docFieldsFor, src/node/content/docs.ts) and
 * the writers' CMS, whose field validation is generated from this schema (cms/node/decap-config.ts
 * reads `z.toJSONSchema` of it): `required`, `pattern`, length limits and the messages below. Each
 * field's meta carries the build's messages: `missing` when a required key is absent, `invalid`
 * when the value breaks the pattern or the length. Other keys are allowed and ignored.
 */

const invalid = "must be a non-empty string";
/** A frontmatter text: a string with something other than white space. */
const text = z.string().regex(/\S/, invalid);

/**
 * A description's length, counted as written: it is the page's meta description and its search
 * and llms.txt snippet. Search engines cut a snippet after about 160 characters; under 50, it
 * says too little to choose a result by (and search engines replace it with page text).
 */
export const descriptionLength = { min: 50, max: 160 } as const;

export const frontmatterSchema = z.looseObject({
  title: text.meta({
    title: "Title",
    description: "The page's h1, browser title and sidebar label.",
    missing: 'needs a "title"',
    invalid,
  }),
  description: text
    .min(descriptionLength.min)
    .max(descriptionLength.max)
    .meta({
      title: "Description",
      description: "One sentence: the meta description, search snippet and llms.txt line.",
      missing: 'needs a "description" (one sentence)',
      invalid: `${invalid} of ${descriptionLength.min} to ${descriptionLength.max} characters`,
    }),
  sidebar_label: text.optional().meta({
    title: "Sidebar label",
    description: "A shorter label for the sidebar only (optional).",
    invalid,
  }),
  operationId: text.optional().meta({
    title: "Operation",
    description: "API operation pages only: the OpenAPI operation the page documents.",
    invalid,
  }),
});

export type FrontmatterKey = keyof typeof frontmatterSchema.shape;

interface FieldMeta {
  missing?: string;
  invalid?: string;
}

/**
 * A frontmatter text by the schema: null when absent (or YAML null), the trimmed value when valid;
 * throws `message` (the build's words, prefixed by the caller) otherwise.
 */
export function frontmatterText(frontmatter: Record<string, unknown>, key: FrontmatterKey): string | null {
  const value = frontmatter[key];
  const field = frontmatterSchema.shape[key];
  const meta = (field.meta() ?? {}) as FieldMeta;
  if (value === undefined || value === null) {
    if (meta.missing) throw new FrontmatterRuleError(`frontmatter ${meta.missing}`);
    return null;
  }
  if (!field.safeParse(value).success || typeof value !== "string") {
    // A length rule broken (the text is not blank): say how long it is.
    const length = typeof value === "string" && /\S/.test(value) ? ` (it has ${value.length})` : "";
    throw new FrontmatterRuleError(`frontmatter "${key}" ${meta.invalid ?? invalid}${length}`);
  }
  return value.trim();
}

/** A frontmatter rule broken; the caller names the file. */
export class FrontmatterRuleError extends Error {}
