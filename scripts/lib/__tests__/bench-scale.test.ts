import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSteps, changedFiles, hashFiles, hashHtml, measure, renderedPages, treeRss } from "../bench-scale.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "bench-scale-test-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake /proc entry: `stat` with the parent in field 4, `statm` with resident pages second. */
function proc(pid: number, ppid: number, pages: number, comm = "node") {
  mkdirSync(join(dir, String(pid)));
  writeFileSync(join(dir, String(pid), "stat"), `${pid} (${comm}) S ${ppid} 1 1 0 -1`);
  writeFileSync(join(dir, String(pid), "statm"), `1000 ${pages} 10 1 0 50 0`);
}

describe("the scale bench's measurements", () => {
  it("sums the resident memory of a process and all its descendants, and of no other process", () => {
    proc(10, 1, 100);
    proc(11, 10, 20, "jest worker (1)");
    proc(12, 11, 3);
    proc(13, 1, 5000);
    mkdirSync(join(dir, "self"));
    expect(treeRss(10, dir)).toBe((100 + 20 + 3) * 4096);
    expect(treeRss(11, dir)).toBe(23 * 4096);
    expect(treeRss(99, dir)).toBe(0);
  });

  it("measures a real command's wall time and a memory peak from /proc", async () => {
    const r = await measure("node", ["-e", "setTimeout(() => console.log('done'), 400)"], { cwd: dir, sampleMs: 50 });
    expect(r.ms).toBeGreaterThanOrEqual(400);
    expect(r.stdout).toBe("done\n");
    expect(r.peakRss).toBeGreaterThan(10 * 2 ** 20);
    await expect(measure("node", ["-e", "process.exit(3)"], { cwd: dir })).rejects.toThrow(/exited with 3/);
  });

  it("lists the HTML files whose content changed, appeared or disappeared between two builds", () => {
    mkdirSync(join(dir, "a"));
    writeFileSync(join(dir, "a/index.html"), "<p>a</p>");
    writeFileSync(join(dir, "b.html"), "<p>b</p>");
    writeFileSync(join(dir, "c.html"), "<p>c</p>");
    writeFileSync(join(dir, "data.json"), "{}");
    mkdirSync(join(dir, "page.html"));
    writeFileSync(join(dir, "page.html/index.html"), "<p>page</p>");
    const before = hashHtml(dir);
    expect([...before.keys()].sort()).toEqual(["a/index.html", "b.html", "c.html", "page.html/index.html"]);
    writeFileSync(join(dir, "b.html"), "<p>b, edited</p>");
    rmSync(join(dir, "c.html"));
    writeFileSync(join(dir, "d.html"), "<p>d</p>");
    writeFileSync(join(dir, "data.json"), "{ }");
    expect(changedFiles(before, hashHtml(dir))).toEqual(["b.html", "c.html", "d.html"]);
    expect(hashFiles(dir).has("data.json")).toBe(true);
  });

  it("reads from Gatsby's output how many pages it rendered to HTML", () => {
    expect(renderedPages("success Building static HTML for pages - 41.020s - 6067/6067 147.90/s\n")).toBe(6067);
    expect(renderedPages("success Building static HTML for pages - 0.512s - 3/3 5.86/s")).toBe(3);
    expect(renderedPages("info There are no new or changed html files to build.")).toBe(0);
    expect(renderedPages("success Building production JavaScript and CSS bundles - 9.1s")).toBeUndefined();
  });

  it("reads Gatsby's timed steps, slowest first, summing a step run once per plugin", () => {
    const output = [
      "success createSchemaCustomization - 0.4s",
      "success Building production JavaScript and CSS bundles - 9.1s",
      "\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess onPostBuild - 12.25s",
      "success createSchemaCustomization - 0.2s",
      "success Building static HTML for pages - 0.512s - 3/3 5.86/s",
      "info Done building in 30.1 sec",
    ].join("\n");
    expect(buildSteps(output)).toEqual([
      { step: "onPostBuild", ms: 12250 },
      { step: "Building production JavaScript and CSS bundles", ms: 9100 },
      { step: "createSchemaCustomization", ms: 600 },
      { step: "Building static HTML for pages", ms: 512 },
    ]);
  });
});
