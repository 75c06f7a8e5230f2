/** Decap's routes (a hash router), for the admin's workarounds. */

/** `#/collections/<name>/new` or `#/collections/<name>/entries/<slug>`: an editor's address, else null. */
export function editorRoute(hash: string): { collection: string; slug: string | null } | null {
  const match = /^#\/collections\/([^/?]+)\/(?:new|entries\/([^?]+))(?:\?.*)?$/.exec(hash);
  return match ? { collection: match[1], slug: match[2] ?? null } : null;
}

/**
 * Whether going from one address to another must load the page afresh. Decap's editor stays
 * mounted when the address moves straight from one entry to another (a pasted or bookmarked
 * link, back/forward): it keeps the first entry's draft, so saving the second fails in the
 * browser ("No file found for refund-notifications in sidebars") and Publish never completes.
 * Decap's own moves within a collection are left alone: to `…/new` (create new, duplicate: it
 * sets that draft up itself) and from `…/new` to the created entry.
 */
export function needsFreshEditor(oldHash: string, newHash: string): boolean {
  const from = editorRoute(oldHash);
  const to = editorRoute(newHash);
  if (!from || !to) return false;
  if (from.collection !== to.collection) return true;
  return from.slug !== null && to.slug !== null && from.slug !== to.slug;
}
