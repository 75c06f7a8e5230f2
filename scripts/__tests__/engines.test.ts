import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";

// package.json's `engines.node` must be true to what every installed package declares: each Node
// version it admits is one every package in the lockfile admits (else `npm ci` prints EBADENGINE,
// or the package refuses to run), and the Node versions CI runs (.ci/run) are among them.
const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string } };
const lock = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; link?: boolean }>;
};
const ours = pkg.engines.node;

describe("engines.node", () => {
  it("is a valid range, the same in package-lock.json", () => {
    expect(semver.validRange(ours)).not.toBeNull();
    expect((lock.packages[""].engines as { node: string }).node).toBe(ours);
  });

  it("admits only Node versions every package in package-lock.json admits", () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
      // The root and the workspaces are ours; old lockfiles may carry engines as an array.
      if (!path.startsWith("node_modules/") && !path.includes("/node_modules/")) return [];
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!wanted || semver.subset(ours, wanted)) return [];
      return [`${path.replace(/^.*node_modules\//, "")} wants node ${wanted}`];
    });
    expect(refusing.join("\n")).toBe("");
  });

  it("admits the Node majors CI installs and the Node running this test", () => {
    const majors = /for major in ([\d ]+); do/.exec(read(".ci/run"))?.[1].trim().split(" ") ?? [];
    expect(majors.length).toBeGreaterThan(0);
    // `npm install node@<major>` takes the major's newest release.
    for (const major of majors) expect(semver.satisfies(`${major}.9999.0`, ours), `Node ${major}`).toBe(true);
    expect(semver.satisfies(process.version, ours), process.version).toBe(true);
  });

  it("is the range the README names", () => {
    expect(read("README.md")).toContain(`\`engines\`: \`${ours}\``);
  });
});
