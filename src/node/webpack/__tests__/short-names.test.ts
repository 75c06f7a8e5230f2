import { describe, expect, it } from "vitest";
import {
  chunkHashLength,
  moduleClassName,
  moduleClassPattern,
  sharedChunkNameLength,
  withShortClassNames,
  withShortFileHashes,
} from "../short-names";

const cssLoader = "/site/node_modules/css-loader/dist/cjs.js";

describe("the production bundles' shorter names", () => {
  it("names every CSS module's classes alike, however deep its rule, and leaves other loaders alone", () => {
    const config = {
      module: {
        rules: [
          { test: /\.js$/, use: [{ loader: "/site/node_modules/babel-loader/lib/index.js", options: { x: 1 } }] },
          {
            oneOf: [
              {
                test: /\.module\.css$/,
                use: [
                  { loader: "/site/node_modules/mini-css-extract-plugin/dist/loader.js", options: {} },
                  { loader: cssLoader, options: { modules: { namedExport: true, localIdentName: "[name]--[local]" } } },
                ],
              },
              { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] },
            ],
          },
        ],
      },
      output: { filename: "[name]-[contenthash].js" },
    };
    const named = withShortClassNames(config);
    const oneOf = (named.module.rules[1] as { oneOf: { use: { options: { modules: unknown } }[] }[] }).oneOf;
    expect(oneOf[0].use[1].options.modules).toEqual({ namedExport: true, localIdentName: moduleClassName });
    expect(oneOf[1].use[0].options.modules).toBe(false);
    expect(named.module.rules[0]).toEqual(config.module.rules[0]);
    expect(named.output).toBe(config.output);
    expect(withShortFileHashes(config).output).toEqual({
      filename: "[name]-[contenthash].js",
      hashDigestLength: chunkHashLength,
    });
    // Gatsby's config is left as it was.
    expect(config.module.rules[1].oneOf?.[0].use[1].options.modules).toMatchObject({
      localIdentName: "[name]--[local]",
    });
  });

  it("shortens the names of the chunks Gatsby names by a SHA-1, and leaves its other groups alone", () => {
    const sha = "f5cd40a6da9301abf535cc2ff42f882653f5b334";
    const framework = { name: "framework", priority: 40 };
    const config = {
      optimization: {
        runtimeChunk: { name: "webpack-runtime" },
        splitChunks: { chunks: "all", cacheGroups: { framework, shared: { minChunks: 2, name: () => sha } } },
      },
    };
    const { optimization } = withShortFileHashes(config);
    const groups = optimization.splitChunks.cacheGroups;
    expect(groups.shared.name()).toBe(sha.slice(0, sharedChunkNameLength));
    expect(groups.shared.minChunks).toBe(2);
    expect(groups.framework).toBe(framework);
    expect(optimization.runtimeChunk).toEqual({ name: "webpack-runtime" });
    expect(config.optimization.splitChunks.cacheGroups.shared.name()).toBe(sha);
  });

  it("recognises the names it makes, and not Gatsby's", () => {
    expect(moduleClassPattern.test("_aBcDeF")).toBe(true);
    expect(moduleClassPattern.test("styles-module--button--1a2b3")).toBe(false);
    expect(moduleClassPattern.test("token")).toBe(false);
  });
});
