import { createRequire } from "node:module";
import { browserEcma, modernBrowserOutput } from "../modern-output";

class TerserPlugin {
  constructor(readonly options: unknown) {}
}
class CssMinimizerPlugin {}

describe("modern browser output", () => {
  const minifyJs = (options: unknown) => new TerserPlugin(options);

  it("targets ES2017 in webpack and Terser, and keeps the other minimizers as they are", () => {
    const css = new CssMinimizerPlugin();
    const config = {
      target: ["web", "es5"],
      optimization: { minimizer: [new TerserPlugin({}), css], runtimeChunk: "x" },
    };
    const out = modernBrowserOutput(config, { minifyJs });
    expect(out.target).toEqual(["web", "es2017"]);
    expect(out.optimization.runtimeChunk).toBe("x");
    expect(out.optimization.minimizer[1]).toBe(css);
    const { terserOptions } = (out.optimization.minimizer[0] as TerserPlugin).options as {
      terserOptions: { ecma: number; compress: { ecma: number }; output: { ecma: number } };
    };
    expect([terserOptions.ecma, terserOptions.compress.ecma, terserOptions.output.ecma]).toEqual([2017, 2017, 2017]);
    expect(browserEcma).toBe(2017);
    expect(config.target).toEqual(["web", "es5"]); // Gatsby's config is not changed in place
  });

  it("leaves minimizing alone where Gatsby does not minify (gatsby build --no-uglify)", () => {
    const out = modernBrowserOutput({ target: ["web", "es5"], optimization: { minimizer: [] } }, { minifyJs });
    expect(out).toEqual({ target: ["web", "es2017"], optimization: { minimizer: [] } });
  });
});

describe("the site's browser targets", () => {
  it("run the syntax the bundles keep as written: no browser of Gatsby's default list needs it compiled", async () => {
    // Gatsby's own Babel, preset-env and browserslist: what the build compiles with.
    const gatsby = createRequire(createRequire(import.meta.url).resolve("gatsby/package.json"));
    const babel = gatsby("@babel/core") as {
      transformAsync(code: string, options: object): Promise<{ code?: string | null } | null>;
    };
    const browserslist = gatsby("browserslist") as (query: string[]) => string[];
    const { getBrowsersList } = gatsby("./dist/utils/browserslist.js") as {
      getBrowsersList(directory: string): string[];
    };
    const targets = browserslist(getBrowsersList(process.cwd()));
    expect(targets.length).toBeGreaterThan(10);
    const code =
      "a?.b; a ?? b; x ??= 1; class A { x = 1; static y = 2; #p = 3; m() { return this.#p; } } f(...a); const { c, ...r } = o; const g = async () => await a;";
    const out = await babel.transformAsync(code, {
      presets: [[gatsby.resolve("@babel/preset-env"), { targets, bugfixes: true }]],
      configFile: false,
      babelrc: false,
    });
    const kept = (text: string) => text.replace(/\s+|"use strict";/g, "");
    expect(kept(out?.code ?? "")).toBe(kept(code));
  });
});
