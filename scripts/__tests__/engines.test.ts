import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";

// package.json's `engines.node` must be true to what every installed package declares: each Node
// version it admits is one every package in the lockfile admits (else `npm ci` prints EBADENGINE,
// or the package refuses to run), and the Node the project pins (devDependencies.node) is among them.
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

  it("admits the Node the project pins (npm scripts run under it) and the Node running this test", () => {
    const pinned = (JSON.parse(read("package.json")) as { devDependencies: Record<string, string> }).devDependencies
      .node;
    expect(semver.valid(pinned), "devDependencies.node is one exact version").toBe(pinned);
    expect(semver.satisfies(pinned, ours), `Node ${pinned}`).toBe(true);
    expect(semver.satisfies(process.version, ours), process.version).toBe(true);
    // CI takes a fresh machine's path: no Node of its own beside the pinned one.
    expect(read(".ci/run")).not.toMatch(/node@\d/);
  });

  it("admits only Node versions npm 12 runs on, whose install-script policy the project follows", () => {
    // npm 12's own engines: it refuses older Node 22 and 24 releases.
    expect(semver.subset(ours, "^22.22.2 || ^24.15.0 || >=26.0.0")).toBe(true);
  });

  it("is the range the README names", () => {
    expect(read("README.md")).toContain(`\`engines\`: \`${ours}\``);
  });
});
