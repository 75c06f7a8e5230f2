// The Node that runs the project: package.json `engines.node`. The project pins a Node of that
// range as a devDependency (the npm registry's `node` package), and npm puts node_modules/.bin
// first on PATH for its scripts, so `npm start` and `npm test` run under it whatever Node the
// machine has. Run outside npm, or before `npm install`, a script stops here with one command.
import { readFileSync } from "node:fs";
import semver from "semver";

export function requireSupportedNode() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  const range = pkg.engines.node;
  if (semver.satisfies(process.version, range)) return;
  console.error(
    `This runs on Node ${range} (the project's own Node ${pkg.devDependencies.node}), not ${process.version}: ` +
      "run `npm install`, then the command again through npm (`npm test`, `npm start`).",
  );
  process.exit(1);
}
