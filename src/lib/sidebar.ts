/**
 * Sidebars are data (content/sidebars.yaml) naming docs by id; titles come from the docs'
 * frontmatter only. `buildSidebars` resolves ids to labels and routes and fails on a missing doc.
 */

export type SidebarEntry =
  | string
  | { type: "doc"; id: string; label?: string }
  | { type: "category"; label: string; collapsed?: boolean; items: SidebarEntry[] };

export interface SidebarDefinition {
  /** Shown as the sidebar's heading and in breadcrumbs, e.g. "Integration Guides". */
  label: string;
  items: SidebarEntry[];
}

export type SidebarsDefinition = Record<string, SidebarDefinition>;

export interface DocInfo {
  id: string;
  title: string;
  sidebarLabel?: string;
  route: string;
}

export interface SidebarLink {
  type: "link";
  label: string;
  route: string;
  docId: string;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface ResolvedSidebar {
  name: string;
  label: string;
  items: SidebarItem[];
  /** Links in reading order, for previous / next. */
  order: SidebarLink[];
}

export class SidebarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SidebarError";
  }
}

function closest(id: string, candidates: string[]): string | undefined {
  const score = (a: string, b: string) => {
    const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) dp[0][j] = j;
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    return dp[a.length][b.length];
  };
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const s = score(id, c);
    if (s < bestScore) [best, bestScore] = [c, s];
  }
  return bestScore <= Math.max(3, id.length / 3) ? best : undefined;
}

/** Resolves every sidebar; throws SidebarError naming the sidebar and the missing doc id. */
export function buildSidebars(definition: SidebarsDefinition, docs: DocInfo[]): ResolvedSidebar[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const seen = new Map<string, string>();
  const errors: string[] = [];

  const resolve = (sidebar: string, entries: SidebarEntry[], order: SidebarLink[]): SidebarItem[] =>
    entries.flatMap((entry): SidebarItem[] => {
      const e = typeof entry === "string" ? { type: "doc" as const, id: entry } : entry;
      if (e.type === "category") {
        if (e.items.length === 0) errors.push(`sidebar "${sidebar}": category "${e.label}" has no items`);
        return [
          {
            type: "category",
            label: e.label,
            collapsed: e.collapsed ?? false,
            items: resolve(sidebar, e.items, order),
          },
        ];
      }
      const doc = byId.get(e.id);
      if (!doc) {
        const hint = closest(e.id, [...byId.keys()]);
        errors.push(
          `sidebar "${sidebar}" names doc "${e.id}", which does not exist` +
            (hint ? ` (did you mean "${hint}"?)` : ` (docs are content/<id>.mdx)`),
        );
        return [];
      }
      const previous = seen.get(e.id);
      if (previous) errors.push(`sidebar "${sidebar}" lists doc "${e.id}" again (already in "${previous}")`);
      seen.set(e.id, sidebar);
      const link: SidebarLink = {
        type: "link",
        label: e.label ?? doc.sidebarLabel ?? doc.title,
        route: doc.route,
        docId: doc.id,
      };
      order.push(link);
      return [link];
    });

  const sidebars = Object.entries(definition).map(([name, def]) => {
    const order: SidebarLink[] = [];
    const items = resolve(name, def.items, order);
    return { name, label: def.label, items, order };
  });
  if (errors.length)
    throw new SidebarError(`Sidebar errors (content/sidebars.yaml):\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  return sidebars;
}

export interface DocNavigation {
  sidebar: string;
  sidebarLabel: string;
  /** Category labels from the sidebar root to the doc. */
  trail: string[];
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

/** Where a doc sits: its sidebar, breadcrumb trail and previous / next links. */
export function locateDoc(sidebars: ResolvedSidebar[], docId: string): DocNavigation | null {
  for (const sidebar of sidebars) {
    const index = sidebar.order.findIndex((l) => l.docId === docId);
    if (index < 0) continue;
    const trail: string[] = [];
    const find = (items: SidebarItem[], path: string[]): boolean =>
      items.some((item) =>
        item.type === "link"
          ? item.docId === docId && (trail.push(...path), true)
          : find(item.items, [...path, item.label]),
      );
    find(sidebar.items, []);
    return {
      sidebar: sidebar.name,
      sidebarLabel: sidebar.label,
      trail,
      previous: sidebar.order[index - 1] ?? null,
      next: sidebar.order[index + 1] ?? null,
    };
  }
  return null;
}
