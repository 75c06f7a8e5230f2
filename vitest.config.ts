import { defineConfig } from "vitest/config";
import { siteConfigInput } from "./src/config/site-config";
import { parseSiteConfig } from "./src/config/schema";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(parseSiteConfig(siteConfigInput)) },
  test: {
    globals: true,
    include: ["src/**/__tests__/**/*.test.{ts,tsx}", "scripts/**/__tests__/**/*.test.{ts,mjs}"],
    environment: "node",
    css: { modules: { classNameStrategy: "non-scoped" } },
  },
});
