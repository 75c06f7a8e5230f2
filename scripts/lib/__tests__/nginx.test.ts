import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig, standaloneNginxConf } from "../nginx.mjs";
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

// Debian's nginx (a system package npm test installs) serving a small build with the configuration.
describe("nginx with the configuration", () => {
  const dir = mkdtempSync(join(tmpdir(), "nginx-conf-"));
  const root = join(dir, "site");
  let server: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    mkdirSync(join(root, "mcp"), { recursive: true });
    for (const name of ["pkg-2.tgz", "pkg-2.3.0.tgz"]) writeFileSync(join(root, "mcp", name), name);
    writeFileSync(join(root, "404.html"), "<p>Not found</p>");
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const config = nginxConfig({ policies: { "*": "default-src 'self'" } }, "/docs/", root);
    writeFileSync(join(dir, "nginx.conf"), standaloneNginxConf(config, { port, dir }));
    const nginx = ["nginx", "/usr/sbin/nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0) ?? "nginx";
    server = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/docs/mcp/pkg-2.tgz`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nginx did not start: ${readFileSync(join(dir, "error.log"), "utf8").slice(-1000)}`);
  });
  afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("redirects an earlier release's package address to the stable one of its major, and serves the current files", async () => {
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
    for (const old of ["/docs/mcp/pkg-2.0.0.tgz", "/docs/mcp/pkg-2.2.9-beta.1.tgz"]) {
      const answer = await get(old);
      expect(answer.status, old).toBe(302);
      expect(new URL(answer.headers.get("location") ?? "", "http://x").pathname, old).toBe("/docs/mcp/pkg-2.tgz");
    }
    for (const current of ["pkg-2.3.0.tgz", "pkg-2.tgz"]) {
      const answer = await get(`/docs/mcp/${current}`);
      expect(answer.status, current).toBe(200);
      expect(await answer.text(), current).toBe(current);
    }
    expect((await get("/docs/mcp/pkg-2.0.tgz")).status).toBe(404);
  });
});
