import type { ResolvedSidebar, SidebarItem } from "../../lib/sidebar";

/**
 * llms-full.txt cut into files an assistant can read whole: one per product area (the sidebars'
 * top-level categories, the guides and API pages of a product together; pages outside a category
 * form the "General" area), each also as a variant with only the cURL code (the guides' language tabs
 * and the API pages' samples) instead of all six languages. A file is at most `AREA_FILE_BYTES`; an area larger than that is
 * cut between pages into numbered parts. llms.txt lists every file.
 */

/** Most bytes of one file (400 KB however a kilobyte is counted): about 100,000 tokens, within the context of current assistants. */
export const AREA_FILE_BYTES = 400_000;

/** The area of the pages that are in no top-level category. */
export const GENERAL_AREA = "General";

/** The code sample language of the lighter variant. */
export const ONE_LANGUAGE = "curl";

export interface Area {
  label: string;
  slug: string;
  /** Doc ids in reading order. */
  docIds: string[];
}

export interface AreaFile {
  /** Site path: `/llms-full-payment-gateway.txt`, `/llms-full-payment-gateway-curl-2.txt`. */
  path: string;
  /** For llms.txt: `Payment Gateway (part 2 of 3), cURL samples only`. */
  label: string;
  area: string;
  oneLanguage: boolean;
  pages: number;
  text: string;
}

const slugOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The product areas in reading order: each sidebar's top-level categories by label, merged across
 * sidebars (a product's guides, then its API pages), after the General area of every top-level link;
 * `others` (docs in no sidebar) end the General area.
 */
export function productAreas(sidebars: ResolvedSidebar[], others: string[] = []): Area[] {
  const areas = new Map<string, Area>([[GENERAL_AREA, { label: GENERAL_AREA, slug: "general", docIds: [] }]]);
  const links = (items: SidebarItem[]): string[] =>
    items.flatMap((item) => (item.type === "link" ? [item.docId] : links(item.items)));
  for (const sidebar of sidebars)
    for (const item of sidebar.items) {
      const label = item.type === "link" ? GENERAL_AREA : item.label;
      let area = areas.get(label);
      if (!area) areas.set(label, (area = { label, slug: slugOf(label), docIds: [] }));
      area.docIds.push(...links([item]));
    }
  areas.get(GENERAL_AREA)?.docIds.push(...others);
  return [...areas.values()].filter((a) => a.docIds.length);
}

/** Pages in order, cut between pages into groups of at most `limit` bytes once joined with `separator`. */
export function cutIntoParts(pages: string[], limit: number, separator: string, header: number): string[][] {
  const parts: string[][] = [];
  let current: string[] = [];
  let size = header;
  for (const page of pages) {
    const bytes = Buffer.byteLength(page) + Buffer.byteLength(separator);
    if (header + bytes > limit)
      throw new Error(`One page is ${bytes} bytes, more than an llms file may hold (${limit}): ${page.split("\n")[0]}`);
    if (current.length && size + bytes > limit) {
      parts.push(current);
      current = [];
      size = header;
    }
    current.push(page);
    size += bytes;
  }
  if (current.length) parts.push(current);
  return parts;
}

/**
 * The files of every area, both variants: `pageText(docId, oneLanguage)` is a page as llms-full.txt
 * has it, `heading` the lines every file opens with.
 */
export function areaFiles(
  areas: Area[],
  pageText: (docId: string, oneLanguage: boolean) => string,
  heading: (title: string) => string,
): AreaFile[] {
  const separator = "\n---\n\n";
  const files: AreaFile[] = [];
  for (const area of areas)
    for (const oneLanguage of [false, true]) {
      const pages = area.docIds.map((id) => pageText(id, oneLanguage));
      const variant = oneLanguage ? `, cURL samples only` : "";
      // The heading's size, with room for the part numbers it names.
      const header = Buffer.byteLength(heading(`${area.label} (part 10 of 10)${variant}`)) + separator.length;
      const parts = cutIntoParts(pages, AREA_FILE_BYTES, separator, header);
      parts.forEach((part, i) => {
        const numbered = parts.length > 1 ? ` (part ${i + 1} of ${parts.length})` : "";
        const label = `${area.label}${numbered}${variant}`;
        files.push({
          path: `/llms-full-${area.slug}${oneLanguage ? `-${ONE_LANGUAGE}` : ""}${parts.length > 1 ? `-${i + 1}` : ""}.txt`,
          label,
          area: area.label,
          oneLanguage,
          pages: part.length,
          text: [heading(label), ...part].join(separator),
        });
      });
    }
  return files;
}
