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
