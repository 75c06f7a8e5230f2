/**
 * `npm run changelog:snapshot`: records the OpenAPI document as it is now, at the newest changelog
 * entry, in content/changelog/openapi-snapshot.yaml, with the list of entries it has seen. Run it
 * after adding the entry that describes an API change; the build's change gate compares against
 * this snapshot (docs/authoring.md). It refuses while a breaking change has no entry, so a snapshot
 * cannot wave a change through.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import {
  loadChangelog,
  nextSnapshot,
  openapiFile,
  operationIdsOf,
  parseSnapshot,
  snapshotFile,
  todayInJakarta,
} from "../src/node/changelog";

const file = path.relative(process.cwd(), snapshotFile);
try {
  const source = fs.readFileSync(openapiFile, "utf8");
  const entries = loadChangelog(undefined, { operations: operationIdsOf(parse(source)) });
  const previous = fs.existsSync(snapshotFile) ? parseSnapshot(fs.readFileSync(snapshotFile, "utf8"), file) : null;
  const { text, result } = nextSnapshot({
    previous,
    currentSource: source,
    entries,
    today: todayInJakarta(),
    snapshotFile: file,
  });
  if (result?.draft)
    console.warn(`These changes have no entry of their own (the build printed them as a draft):\n${result.draft}\n`);
  fs.writeFileSync(snapshotFile, text);
  console.log(`${file}: the OpenAPI document at the entry of ${entries[0].date} (${entries[0].file})`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
