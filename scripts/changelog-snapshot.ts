/**
 * `npm run changelog:snapshot`: records the OpenAPI document as it is now, at the newest changelog
 * entry, in content/changelog/openapi-snapshot.yaml. Run it after adding the entry that describes
 * an API change; the build's change gate compares against this snapshot (docs/authoring.md).
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { loadChangelog, openapiFile, operationIdsOf, snapshotFile } from "../src/node/changelog/entries";
import { formatSnapshot } from "../src/node/changelog/gate";

const source = fs.readFileSync(openapiFile, "utf8");
const entries = loadChangelog(undefined, operationIdsOf(parse(source)));
const newest = entries[0];
if (!newest) {
  console.error("content/changelog/ has no entry yet: write the entry first, then take the snapshot.");
  process.exit(1);
}
fs.writeFileSync(snapshotFile, formatSnapshot(newest.date, source));
console.log(
  `${path.relative(process.cwd(), snapshotFile)}: the OpenAPI document at the entry of ${newest.date} (${newest.file})`,
);
