/**
 * The few POSIX path functions the site's remark plugin (src/node/markdown/remark-docs.ts) uses,
 * for the preview in the browser: file links are resolved against the doc's content path.
 */
function normalize(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    if (!p || p === ".") continue;
    if (p === "..") out.pop();
    else out.push(p);
  }
  return out;
}

export function resolve(...paths: string[]): string {
  let joined = "";
  for (const p of paths) joined = p.startsWith("/") ? p : `${joined}/${p}`;
  return `/${normalize(joined.split("/")).join("/")}`;
}

export function dirname(p: string): string {
  const i = p.replace(/\/+$/, "").lastIndexOf("/");
  return i <= 0 ? "/" : p.slice(0, i);
}

export function relative(from: string, to: string): string {
  const a = normalize(resolve(from).split("/"));
  const b = normalize(resolve(to).split("/"));
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/");
}

export function join(...paths: string[]): string {
  return normalize(paths.join("/").split("/")).join("/");
}

export const sep = "/";
export default { resolve, dirname, relative, join, sep };
