/** A run of consecutive items that belong together, with the index of its first, or one item on its own. */
export type Piece<T> = { run: T[]; start: number } | { item: T; index: number };

/**
 * Splits `items`, in order, into runs of consecutive items that `inRun` accepts and the items
 * between them (MdxContent's kept runs of static nodes, the navbar's runs of links and menus).
 */
export function groupRuns<T>(items: readonly T[], inRun: (item: T) => boolean): Piece<T>[] {
  const pieces: Piece<T>[] = [];
  let current: { run: T[]; start: number } | null = null;
  items.forEach((item, index) => {
    if (!inRun(item)) {
      current = null;
      pieces.push({ item, index });
      return;
    }
    if (!current) pieces.push((current = { run: [], start: index }));
    current.run.push(item);
  });
  return pieces;
}
