import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { withLeanReactDefault } from "../config";

describe("withLeanReactDefault", () => {
  // gatsby-plugin-preact's aliases, as the browser config holds them by the site's turn.
  const preactAliases = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react/jsx-runtime": "preact/jsx-runtime",
  };

  it("puts `react$` ahead of the plugin's `react`, which webpack would otherwise match first", () => {
    const config = withLeanReactDefault({ resolve: { alias: preactAliases, extensions: [".js"] }, mode: "production" });
    expect(Object.entries(config.resolve.alias)).toEqual([
      ["react$", resolve("src/lib/react-default.ts")],
      ["react-dom/client$", expect.stringMatching(/[\\/]preact[\\/]compat[\\/]client\.mjs$/) as string],
      ...Object.entries(preactAliases),
    ]);
    expect(config.resolve.extensions).toEqual([".js"]);
    expect(config.mode).toBe("production");
  });

  it("works on a config without aliases, and names files that exist", () => {
    const { alias } = withLeanReactDefault({}).resolve;
    expect(Object.keys(alias)).toEqual(["react$", "react-dom/client$"]);
    for (const file of Object.values(alias)) expect(existsSync(file as string)).toBe(true);
  });
});
