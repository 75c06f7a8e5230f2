import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../../config/load";
import { loadChangelog } from "../../changelog";
import { buildSearchDocuments } from "../documents";
import { changelogSearchDoc } from "../changelog";

describe("the changelog in search", () => {
  it("makes one guide-context search document per entry, anchored at the entry", () => {
    const config = loadSiteConfig();
    const entries = loadChangelog();
    const doc = changelogSearchDoc(config, entries);
    if (!doc) throw new Error("no changelog search document");
    const documents = buildSearchDocuments([doc], { sidebars: [], product: config.product });
    const sections = documents.filter((d) => d.u === "/changelog/" && d.h);
    expect(sections.map((d) => d.h)).toEqual(entries.map((e) => e.slug));
    expect(new Set(documents.map((d) => d.c))).toEqual(new Set(["guide"]));
    const beta = sections.find((d) => d.h === "2025-06-02-transaction-history-beta");
    expect(beta?.s).toBe("Transaction History and Transaction Detail (beta)");
    expect(beta?.text).toContain("Make your code ignore values it does not know");
  });
});
