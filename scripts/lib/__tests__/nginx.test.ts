import { nginxConfig } from "../nginx.mjs";
import { packageCache } from "../static-server.mjs";

// What nginx does with the configuration (statuses, headers, types, compression, `.html` forms) is
// checked by serving the real build with Debian's nginx: e2e/hosting-nginx.spec.ts.
describe("nginx configuration", () => {
  it("refuses a csp.json without the fallback policy", () => {
    expect(() => nginxConfig({ policies: {} }, "/api-docs-v2/", "/srv/docs")).toThrow(/no "\*" policy/);
  });

  it("caches the MCP package as the static server does", () => {
    const config = nginxConfig({ policies: { "*": "default-src 'self'" } }, "/api-docs-v2/", "/srv/docs");
    expect(config).toContain(`"~^/api-docs-v2/mcp/" "${packageCache}";`);
  });
});
