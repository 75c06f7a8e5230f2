import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

// patches/ (patch-package, run by the postinstall script with --error-on-fail --error-on-warn):
// each patch is for the exact version installed and declared, and the installed files carry it.
// docs/hosting.md, "Storage denied".
const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const pkg = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** `@scope+name+1.2.3.patch` → the package and version patch-package applies it to. */
const target = (file: string) => {
  const match = /^(.+)\+(\d[^+]*)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file}: not named <package>+<version>.patch`);
  return { name: match[1].replace("+", "/"), version: match[2] };
};

/** The text each hunk of a unified diff leaves behind (context and added lines), per file. */
const afterTexts = (patch: string) => {
  const out: { file: string; text: string }[] = [];
  let file = "";
  let hunk: string[] | undefined;
  const flush = () => {
    if (hunk) out.push({ file, text: hunk.join("\n") });
    hunk = undefined;
  };
  for (const line of patch.split("\n")) {
    if (line.startsWith("+++ b/")) {
      flush();
      file = line.slice("+++ b/".length);
    } else if (line.startsWith("@@")) {
      flush();
      hunk = [];
    } else if (hunk && (line.startsWith(" ") || line.startsWith("+"))) hunk.push(line.slice(1));
    else if (hunk && line === "") hunk.push("");
  }
  flush();
  return out.map(({ file, text }) => ({ file, text: text.replace(/\n+$/, "") }));
};

const patches = readdirSync(join(root, "patches")).filter((f) => f.endsWith(".patch"));

describe("patches/", () => {
  it("holds the Gatsby storage patch, applied by postinstall so that a patch that fails fails the install", () => {
    expect(patches.map((f) => target(f).name)).toContain("gatsby");
    expect(pkg.scripts.postinstall).toBe("patch-package --error-on-fail --error-on-warn");
  });

  it.each(patches)("%s is for the version declared exactly and installed", (file) => {
    const { name, version } = target(file);
    expect(pkg.dependencies[name] ?? pkg.devDependencies[name], `package.json pins ${name}`).toBe(version);
    const installed = JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string };
    expect(installed.version).toBe(version);
  });

  it.each(patches)("%s is applied to the installed files", (file) => {
    const hunks = afterTexts(read(`patches/${file}`));
    expect(hunks.length).toBeGreaterThan(0);
    for (const { file: patched, text } of hunks) expect(read(patched), patched).toContain(text);
  });

  it("guards the Gatsby runtime's sessionStorage calls", () => {
    const runtime = read("node_modules/gatsby/cache-dir/production-app.js");
    const start = runtime.indexOf("if (sessionStorage) {");
    expect(start).toBeGreaterThan(0);
    // Every storage call of the reload check sits inside a try.
    const calls = [...runtime.matchAll(/sessionStorage\.(?:getItem|setItem|removeItem)\(/g)];
    expect(calls.length).toBe(3);
    for (const call of calls) {
      const before = runtime.slice(0, call.index);
      expect(before.lastIndexOf("try {"), runtime.slice(call.index, call.index + 60)).toBeGreaterThan(
        before.lastIndexOf("} catch"),
      );
    }
  });
});
