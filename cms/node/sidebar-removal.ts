import path from "node:path";
import yamlFormatter from "decap-cms-core/src/formats/yaml";
import { collectionFolders } from "./decap-config";

/**
 * Deleting a page that a sidebar lists: the build would fail on the sidebar item left behind, so
 * the CMS offers to remove the item in the same commit as the deletion. The sidebars file is
 * written with Decap's own YAML formatter, as a Sidebars save in the CMS writes it (and
 * `npm run cms:normalize`), so the commit changes only the removed item's lines.
 */

interface SidebarItem {
  type?: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
}

type SidebarsData = Record<string, { label?: string; items?: SidebarItem[] }>;

/** The sidebars file as Decap writes it. */
export function sidebarsText(data: object): string {
  const out = yamlFormatter.toFile(data, ["guide", "api"]);
  return out.endsWith("\n") ? out : `${out}\n`;
}

/** A page file's doc id (`content/guide/x.mdx` → `guide/x`), or null for other files. */
export function docIdOf(file: string): string | null {
  const folder = Object.values(collectionFolders).find((dir) => file.startsWith(`${dir}/`));
  if (!folder || !file.endsWith(".mdx")) return null;
  return path.posix.join(path.posix.basename(folder), file.slice(folder.length + 1, -".mdx".length));
}

/** Where the sidebars list these doc ids: "Integration Guides › Payment Gateway", one per item. */
export function sidebarPlaces(source: string, docIds: string[]): { docId: string; place: string }[] {
  const data = yamlFormatter.fromFile(source) as SidebarsData;
  const found: { docId: string; place: string }[] = [];
  const walk = (items: SidebarItem[] | undefined, trail: string[]) => {
    for (const item of items ?? []) {
      if (item.type === "doc" && item.id && docIds.includes(item.id))
        found.push({ docId: item.id, place: trail.join(" › ") });
      if (item.type === "category") walk(item.items, [...trail, item.label ?? "(category)"]);
    }
  };
  for (const [name, sidebar] of Object.entries(data)) walk(sidebar.items, [sidebar.label ?? name]);
  return found;
}

/** The sidebars file without the items that name these doc ids (empty categories stay: the writer decides). */
export function withoutDocs(source: string, docIds: string[]): string {
  const data = yamlFormatter.fromFile(source) as SidebarsData;
  const prune = (items: SidebarItem[] | undefined): SidebarItem[] | undefined =>
    items
      ?.filter((item) => !(item.type === "doc" && item.id && docIds.includes(item.id)))
      .map((item) => (item.items ? { ...item, items: prune(item.items) } : item));
  for (const sidebar of Object.values(data)) if (sidebar.items) sidebar.items = prune(sidebar.items);
  return sidebarsText(data);
}
