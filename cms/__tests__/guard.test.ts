import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { judgeRequest, requestGuard } from "../node/guard";

describe("CMS server: only the writer's own page on this machine may reach it", () => {
  it("judges Host for every request and Origin for state-changing ones", () => {
    expect(judgeRequest(8081, "GET", "127.0.0.1:8081", undefined)).toEqual({ ok: true });
    expect(judgeRequest(8081, "POST", "localhost:8081", "http://localhost:8081")).toEqual({ ok: true });
    expect(judgeRequest(8081, "POST", "127.0.0.1:8081", undefined)).toEqual({ ok: true });
    expect(judgeRequest(8081, "GET", "rebind.example:8081", undefined)).toMatchObject({ ok: false });
    expect(judgeRequest(8081, "GET", "127.0.0.1:9999", undefined)).toMatchObject({ ok: false });
    expect(judgeRequest(8081, "GET", undefined, undefined)).toMatchObject({ ok: false });
    expect(judgeRequest(8081, "POST", "127.0.0.1:8081", "http://evil.example")).toMatchObject({ ok: false });
    expect(judgeRequest(8081, "POST", "127.0.0.1:8081", "null")).toMatchObject({ ok: false });
    // A read may come from a page that links here (the site's "Edit this page"): its Origin is not checked.
    expect(judgeRequest(8081, "GET", "127.0.0.1:8081", "http://evil.example")).toEqual({ ok: true });
  });

  it("answers a foreign Host or Origin with 403, logs it, and writes nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-guard-"));
    const target = path.join(dir, "written.txt");
    const logged: string[] = [];
    const app = express();
    const server = http.createServer(app);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const port = (server.address() as AddressInfo).port;
    app.use(requestGuard(port, (line) => logged.push(line)));
    app.post("/api/v1", (_req, res) => {
      fs.writeFileSync(target, "written");
      res.json({ ok: true });
    });
    const post = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: "/api/v1", method: "POST", headers }, (res) => {
          let body = "";
          res.on("data", (d: Buffer) => (body += d.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end("{}");
      });
    try {
      const rebound = await post({ Host: `rebind.example:${port}`, Origin: `http://rebind.example:${port}` });
      expect(rebound.status).toBe(403);
      expect(rebound.body).toContain(`Host \\"rebind.example:${port}\\" is not this CMS server`);
      const foreign = await post({ Host: `127.0.0.1:${port}`, Origin: "http://evil.example" });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toContain('Origin \\"http://evil.example\\" is not this CMS server');
      expect(fs.existsSync(target)).toBe(false);
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatch(/^Refused POST \/api\/v1: Host "rebind\.example:\d+"/);
      const own = await post({ Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}` });
      expect(own.status).toBe(200);
      expect(fs.readFileSync(target, "utf8")).toBe("written");
    } finally {
      server.close();
    }
  });
});
