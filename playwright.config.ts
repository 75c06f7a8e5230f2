import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 9100);
// port + 1 and + 4 are the CMS tests' own servers (e2e/cms-clone.ts); + 2 and + 3 the hosting suites'.
const headersPort = port + 2;
const nginxPort = port + 3;
const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const browser = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const site = (p: number, host = "localhost") => `http://${host}:${p}/api-docs-v2/`;
/** The suites that serve the build as other hosts do, each once, against its own server. */
const hosting = { "headers-merge": "hosting-headers.spec.ts", nginx: "hosting-nginx.spec.ts" };

/** Browser tests against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Its own folder: Playwright empties it at the start, and test-results/ also holds the unit
  // tests' reports that npm test reads at its end.
  outputDir: "test-results/e2e",
  use: {
    baseURL: site(port),
    trace: "off",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromeArgs },
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: Object.values(hosting) },
    // The deploy folder (scripts/deploy-folder.mjs) served as Cloudflare Pages serves it: its _headers
    // applied the merging way (every matching rule, repeats joined), its 404.html for unknown paths.
    {
      name: "headers-merge",
      use: { ...browser, baseURL: site(headersPort, "127.0.0.1") },
      testMatch: hosting["headers-merge"],
    },
    // Debian's nginx with the generated configuration (.ci/run installs nginx).
    { name: "nginx", use: { ...browser, baseURL: site(nginxPort, "127.0.0.1") }, testMatch: hosting.nginx },
  ],
  webServer: [
    { command: `node scripts/serve.mjs --port ${port}`, url: site(port), reuseExistingServer: false, timeout: 20_000 },
    {
      command: `node scripts/deploy-folder.mjs --out deploy && node scripts/serve.mjs --host 127.0.0.1 --port ${headersPort} --root deploy --base / --headers-file deploy/_headers`,
      url: site(headersPort, "127.0.0.1"),
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node scripts/nginx-conf.mjs --serve ${nginxPort}`,
      url: site(nginxPort, "127.0.0.1"),
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
