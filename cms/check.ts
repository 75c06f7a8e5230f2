import { checkedSite } from "./node/validate";
import { cmsSite } from "./node/site";

/**
 * `npm run cms:check [-- --sidebars]`: the build checks a CMS save runs (cms/node/validate.ts, the
 * build's own functions), on the work tree as it is, in seconds instead of a Gatsby build. With
 * `--sidebars` it prints the sidebars as the build resolves them (labels, routes, doc ids) as JSON.
 * Exit 1 with the build's message when the build would fail.
 */
async function main(): Promise<void> {
  const { site, extras } = cmsSite();
  const { sidebars, warnings } = await checkedSite([], site, extras);
  if (process.argv.includes("--sidebars")) {
    console.log(JSON.stringify(sidebars.map(({ name, label, items }) => ({ name, label, items }))));
    return;
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log("The build's content checks pass: frontmatter, MDX, sidebars, operationIds, links and images.");
}

main().catch((error: unknown) => {
  console.error(`npm run cms:check: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
