/** "Edit this page" and "Last updated": pure helpers for the doc footer. */

/** The repository's edit URL of a project-relative source file (`content/guide/x.mdx`). */
export function editUrlFor(editBase: string, file: string): string {
  const base = editBase.endsWith("/") ? editBase : `${editBase}/`;
  return new URL(file.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/"), base).href;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * `2025-03-14T10:15:30+07:00` → `14 March 2025`: the calendar date where the change was made,
 * read from the string itself, so server and browser render the same text in any time zone.
 */
export function formatDocDate(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m || +m[2] < 1 || +m[2] > 12) return null;
  return `${+m[3]} ${months[+m[2] - 1]} ${m[1]}`;
}
