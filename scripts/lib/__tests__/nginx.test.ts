import { nginxConfig } from "../nginx.mjs";

describe("nginx configuration", () => {
  const csp = {
    policies: {
      "/": "default-src 'self'; script-src 'self' 'sha256-home'",
      "/guide/authentication/": "default-src 'self'; script-src 'self' 'sha256-auth'",
      "/404.html": "default-src 'self'; script-src 'self' 'sha256-404'",
      "*": "default-src 'self'; frame-ancestors 'self'",
    },
  };
  const conf = nginxConfig(csp, "/api-docs-v2/", "/srv/docs");

  it("maps every page, by both of its paths, to its own policy", () => {
    expect(conf).toContain(
      `"/api-docs-v2/guide/authentication/" "default-src 'self'; script-src 'self' 'sha256-auth'";`,
    );
    expect(conf).toContain(
      `"/api-docs-v2/guide/authentication/index.html" "default-src 'self'; script-src 'self' 'sha256-auth'";`,
    );
    expect(conf).toContain(`"/api-docs-v2/404.html" "default-src 'self'; script-src 'self' 'sha256-404'";`);
    expect(conf).toContain(`default "default-src 'self'; frame-ancestors 'self'";`);
  });

  it("serves the build under the base path with the security and cache headers", () => {
    expect(conf).toContain("location = /api-docs-v2 { return 301 /api-docs-v2/; }");
    expect(conf).toContain("alias /srv/docs/;");
    expect(conf).toContain("error_page 404 /api-docs-v2/404.html;");
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(conf).toContain("add_header Content-Security-Policy $docs_csp always;");
    expect(conf).toContain('"~-[0-9a-f]{16,}\\.(?:js|css)$" "public, max-age=31536000, immutable";');
  });

  it("refuses a csp.json without the fallback policy", () => {
    expect(() => nginxConfig({ policies: {} }, "/api-docs-v2/", "/srv/docs")).toThrow(/no "\*" policy/);
  });
});
