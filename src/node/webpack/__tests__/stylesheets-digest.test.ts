import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "../../../config/schema";
import { siteConfigInput } from "../../../config/site-config";
import { makeOnCreateWebpackConfig, stylesheetsDigest } from "../config";

describe("stylesheets digest (the server renderer's hash salt)", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  const tree = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "stylesheets-"));
    roots.push(root);
    fs.mkdirSync(path.join(root, "components", "Search"), { recursive: true });
    fs.writeFileSync(path.join(root, "components", "Search", "styles.module.css"), ".excerpt { color: red; }");
    fs.writeFileSync(path.join(root, "components", "Search", "index.tsx"), "export {};");
    fs.mkdirSync(path.join(root, "theme"));
    fs.writeFileSync(path.join(root, "theme", "global.css"), "body { margin: 0; }");
    return root;
  };

  it("changes with a rule of any stylesheet, module or global, and with a stylesheet's place", () => {
    const root = tree();
    const first = stylesheetsDigest(root);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(stylesheetsDigest(root)).toBe(first);

    fs.writeFileSync(path.join(root, "components", "Search", "styles.module.css"), ".excerpt { color: blue; }");
    const second = stylesheetsDigest(root);
    expect(second).not.toBe(first);

    fs.appendFileSync(path.join(root, "theme", "global.css"), "p { margin: 0; }");
    const third = stylesheetsDigest(root);
    expect(third).not.toBe(second);

    fs.renameSync(path.join(root, "theme"), path.join(root, "styles"));
    expect(stylesheetsDigest(root)).not.toBe(third);
  });

  it("ignores everything that is not a stylesheet", () => {
    const root = tree();
    const before = stylesheetsDigest(root);
    fs.writeFileSync(path.join(root, "components", "Search", "index.tsx"), "export const x = 1;");
    fs.writeFileSync(path.join(root, "theme", "notes.md"), "text");
    expect(stylesheetsDigest(root)).toBe(before);
  });
});

describe("the server renderer's webpack config", () => {
  const configFor = (stage: string) => {
    let config: Record<string, unknown> = { output: { path: "/public" }, plugins: [] };
    const actions = {
      setWebpackConfig: (next: Record<string, unknown>) => {
        // As Gatsby merges it: without `output`.
        const { output: _dropped, ...rest } = next;
        config = { ...config, ...rest };
      },
      replaceWebpackConfig: (next: Record<string, unknown>) => {
        config = next;
      },
    };
    const plugins = { define: (values: object) => values, normalModuleReplacement: () => ({}) };
    const setup = makeOnCreateWebpackConfig(parseSiteConfig(siteConfigInput), { tokens: {} } as never);
    setup({ actions, getConfig: () => config, plugins, stage } as never);
    return config as { output: { path: string; hashSalt?: string } };
  };

  it("salts the server build's hashes with the stylesheets' digest, keeping its output settings", () => {
    expect(configFor("build-html").output).toEqual({ path: "/public", hashSalt: stylesheetsDigest() });
  });

  it("leaves the browser bundles' hashes alone", () => {
    // `develop`: the production browser stage resolves files of a build's .cache, absent before one.
    expect(configFor("develop").output.hashSalt).toBeUndefined();
  });
});
