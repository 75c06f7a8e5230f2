import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

const include = [
  "src/**/__tests__/**/*.test.{ts,tsx}",
  "scripts/**/__tests__/**/*.test.{ts,mjs}",
  "cms/__tests__/**/*.test.ts",
];

/**
 * Test files that change what other files would see (module mocks, stubbed globals or
 * environment, fake timers, a browser-like environment): each runs in a fresh module graph.
 * Every other file shares its worker's modules with the files before it, which imports the
 * site's code once per worker instead of once per file (unit tests' CPU time 363 → 268 s).
 */
const changesModules = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\b|@vitest-environment/;
const isolated = ["src", "scripts", "cms/__tests__"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\/__tests__\/(.+\/)?[^/]+\.test\.(ts|tsx|mjs)$/.test(file) && !file.includes("node_modules"))
  .filter((file) => changesModules.test(readFileSync(file, "utf8")));

export default defineConfig({
  // As Gatsby's webpack config resolves it.
  resolve: { alias: { "@reach/router": "@gatsbyjs/reach-router" } },
  test: {
    globals: true,
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine,
    // where much of a test's time is spent waiting on child processes (toolchains, builds) and I/O.
    // Every core: 288 → 205 s for the unit tests in CI.
    maxWorkers: availableParallelism(),
    setupFiles: ["src/test-setup.ts"],
    // React 18's server renderer, which tests of server rendering use, warns of every
    // useLayoutEffect it meets. The site's server renderer is Preact's, which skips them silently,
    // and the parts that use one (hydration keeping the server's HTML) run it in the browser as
    // meant: the warning says nothing of the site, and hid the test output's real warnings.
    onConsoleLog: (log) => !log.includes("useLayoutEffect does nothing on the server"),
    css: { modules: { classNameStrategy: "non-scoped" } },
    projects: [
      {
        extends: true,
        test: { name: "shared", include, exclude: [...configDefaults.exclude, ...isolated], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
