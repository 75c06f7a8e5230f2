import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "../nginx.mjs";

// The generated configuration served by Debian's nginx (installed by .ci/run), on a small site laid
// out like the build: what a reader gets is checked, not the text of the configuration.
const PORT = Number(process.env.NGINX_TEST_PORT ?? 9271);

function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the generated nginx configuration, served by nginx", () => {
  const dir = mkdtempSync(join(tmpdir(), "nginx-serve-"));
  let nginx: ChildProcess | undefined;

  beforeAll(async () => {
    const nginxFound = spawnSync("nginx", ["-v"]).status === 0;
    if (!nginxFound) throw new Error("nginx is not installed: apt-get install nginx (.ci/run does)");
    const site = join(dir, "site");
    for (const d of ["404", "guide", "logs"]) mkdirSync(join(d === "logs" ? dir : site, d), { recursive: true });
    writeFileSync(join(site, "404.html"), "<p>Not found</p>");
    writeFileSync(join(site, "404", "index.html"), "<p>Not found</p>");
    writeFileSync(join(site, "guide", "index.html"), `<p>${"Refund an order. ".repeat(200)}</p>`);
    const csp = { policies: { "/guide/": "default-src 'self'; script-src 'sha256-guide'", "*": "default-src 'self'" } };
    const [httpPart, serverPart] = nginxConfig(csp, "/api-docs-v2/", site).split("# In the server { } block.");
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir};`).join(" ");
    writeFileSync(
      join(dir, "nginx.conf"),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;\nevents {}\n` +
        `http { include /etc/nginx/mime.types; access_log off; ${temp}\n${httpPart}\n` +
        `server { listen 127.0.0.1:${PORT};\n#${serverPart}\n} }\n`,
    );
    nginx = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "ignore" });
    for (let i = 0; i < 50; i++) {
      try {
        await get("/api-docs-v2/guide/");
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`nginx did not start: ${readFileSync(join(dir, "logs", "error.log"), "utf8")}`);
  });
  afterAll(() => {
    nginx?.kill();
  });

  it("answers 404 with the not-found page for unknown paths and for the not-found page's own paths", async () => {
    for (const path of [
      "/api-docs-v2/nowhere/",
      "/api-docs-v2/404/",
      "/api-docs-v2/404/index.html",
      "/api-docs-v2/404.html",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe("<p>Not found</p>");
    }
  });

  it("serves a page by its path and its .html path, with its own policy and revalidation", async () => {
    for (const path of ["/api-docs-v2/guide/", "/api-docs-v2/guide/index.html"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-security-policy"], path).toBe("default-src 'self'; script-src 'sha256-guide'");
      expect(res.headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    }
    expect((await get("/api-docs-v2")).status).toBe(301);
  });
});
