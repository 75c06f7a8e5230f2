import { defineConfig } from "vitest/config";
import { siteConfigInput } from "./src/config/site-config";
import { parseSiteConfig } from "./src/config/schema";
import { analyticsRuntimeConfig } from "./src/config/analytics-env";

const site = parseSiteConfig(siteConfigInput);

export default defineConfig({
  define: {
    __SITE_CONFIG__: JSON.stringify(site),
    __ANALYTICS__: JSON.stringify(
      analyticsRuntimeConfig(site, { packageVersion: "0.0.0-test", tokens: { production: null, development: "unit-dev-token" }, apiHost: null }),
    ),
  },
  test: {
    globals: true,
    include: ["src/**/__tests__/**/*.test.{ts,tsx}", "scripts/**/__tests__/**/*.test.{ts,mjs}"],
    environment: "node",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
