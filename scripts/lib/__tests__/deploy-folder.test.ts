import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { writeDeployFolder } from "../deploy-folder.mjs";

// The deploy folder for Cloudflare Pages and Netlify (docs/hosting.md), from a build's public/.
let dir: string;
const write = (path: string, text = path) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const walk = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(root, e.name)) : [join(root, e.name)],
  );
const list = (root: string) =>
  walk(root)
    .map((f) => relative(root, f))
    .sort();
const build = () => {
  for (const path of [
    "public/_headers",
    "public/csp.json",
    "public/404.html",
    "public/404/index.html",
    "public/index.html",
    "public/guide/authentication/index.html",
    "public/app-0123456789abcdef0123.js",
    "public/page-data/404.html/page-data.json",
    "public/~partytown/partytown.js",
  ])
    write(path);
};
const publicDir = () => join(dir, "public");
const outDir = () => join(dir, "deploy");

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "deploy-folder-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the deploy folder", () => {
  it("puts _headers and the not-found page at its root and the site under the base path, minus what is not served", () => {
    build();
    const { site, files } = writeDeployFolder({ publicDir: publicDir(), outDir: outDir(), basePath: "/api-docs-v2/" });
    expect(site).toBe(join(outDir(), "api-docs-v2"));
    expect(list(outDir())).toEqual([
      "404.html",
      "_headers",
      "api-docs-v2/app-0123456789abcdef0123.js",
      "api-docs-v2/guide/authentication/index.html",
      "api-docs-v2/index.html",
      // The runtime reads the not-found page's data for an unknown path.
      "api-docs-v2/page-data/404.html/page-data.json",
    ]);
    expect(files).toBe(6);
    expect(readFileSync(join(outDir(), "404.html"), "utf8")).toBe("public/404.html");
  });

  it("redirects an earlier release's MCP package address to the stable one, on either host, without a loop", () => {
    build();
    for (const name of ["pkg-2.tgz", "pkg-2.3.0.tgz", "pkg-latest.tgz", "pkg-2.docs.json.gz"])
      write(`public/mcp/${name}`);
    writeDeployFolder({ publicDir: publicDir(), outDir: outDir(), basePath: "/api-docs-v2/" });
    const rules = readFileSync(join(outDir(), "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/));
    const files = new Set(list(outDir()).map((f) => `/${f}`));
    // A rule's source as both hosts read it: `*` matches anything; the first matching rule applies.
    const rule = (path: string) =>
      rules.find(([from]) =>
        new RegExp(
          `^${from
            .split("*")
            .map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
            .join(".*")}$`,
        ).test(path),
      );
    // Cloudflare Pages applies a rule even where a file exists; Netlify only where none does.
    const cloudflare = (path: string) => rule(path) ?? [path, path, "200"];
    const netlify = (path: string) => (files.has(path) ? [path, path, "200"] : (rule(path) ?? [path, path, "404"]));
    const mcp = "/api-docs-v2/mcp/";
    for (const host of [cloudflare, netlify]) {
      for (const old of ["pkg-2.0.0.tgz", "pkg-2.2.9-beta.1.tgz"])
        expect(host(`${mcp}${old}`).slice(1), `${host.name} ${old}`).toEqual([`${mcp}pkg-2.tgz`, "302"]);
      // The current files are served: the versioned one is the stable file's bytes, nothing redirects.
      for (const current of ["pkg-2.3.0.tgz", "pkg-2.tgz", "pkg-latest.tgz", "pkg-2.docs.json.gz"]) {
        const [, target, status] = host(`${mcp}${current}`);
        expect(status, `${host.name} ${current}`).toBe("200");
        expect(files.has(target), `${host.name} ${current}`).toBe(true);
        expect(rule(target)?.[2], `${host.name} ${current} → ${target}`).not.toBe("302");
      }
    }
  });

  it("replaces an earlier deploy folder, and refuses to replace any other folder", () => {
    build();
    const options = { publicDir: publicDir(), outDir: outDir(), basePath: "/api-docs-v2/" };
    writeDeployFolder(options);
    write("deploy/api-docs-v2/stale.js");
    writeDeployFolder(options);
    expect(list(outDir())).not.toContain("api-docs-v2/stale.js");
    write("other/notes.txt");
    expect(() => writeDeployFolder({ ...options, outDir: join(dir, "other") })).toThrow(
      /other: exists and is not a deploy folder/,
    );
    expect(readFileSync(join(dir, "other/notes.txt"), "utf8")).toBe("other/notes.txt");
  });

  it("fails, naming the file, on a build without _headers or one whose pages load Partytown", () => {
    build();
    const options = { publicDir: publicDir(), outDir: outDir(), basePath: "/api-docs-v2/" };
    write("public/guide/authentication/index.html", '<script type="text/partytown">x()</script>');
    expect(() => writeDeployFolder(options)).toThrow(/guide\/authentication\/index\.html: loads a Partytown script/);
    rmSync(join(publicDir(), "_headers"));
    expect(() => writeDeployFolder(options)).toThrow(/_headers: missing/);
    expect(() => writeDeployFolder({ ...options, basePath: "/" })).toThrow(/_headers: missing/);
  });
});
