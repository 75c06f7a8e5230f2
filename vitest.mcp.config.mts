import { defineConfig } from "vitest/config";

// The docs MCP server's tests (mcp/__tests__): they start the built server (mcp/dist, mcp/data),
// so they run after the production build and `npm run build:mcp` (scripts/test.mjs), not with
// the unit tests.
export default defineConfig({
  test: {
    include: ["mcp/__tests__/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server process; two at a time is plenty on a shared machine.
    maxWorkers: 2,
  },
});
