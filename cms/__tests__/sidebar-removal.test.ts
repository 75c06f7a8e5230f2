import fs from "node:fs";
import { docIdOf, sidebarPlaces, withoutDocs } from "../node/sidebar-removal";

const source = fs.readFileSync("content/sidebars.yaml", "utf8");

describe("deleting a page that a sidebar lists removes its item in the same commit", () => {
  it("knows a page's doc id from its file", () => {
    expect(docIdOf("content/guide/payment-gateway/custom-checkout.mdx")).toBe("guide/payment-gateway/custom-checkout");
    expect(docIdOf("content/api/overview.mdx")).toBe("api/overview");
    expect(docIdOf("static/img/flow.png")).toBeNull();
  });

  it("says where the sidebars list a page", () => {
    expect(sidebarPlaces(source, ["guide/payment-gateway/custom-checkout", "guide/not-listed"])).toEqual([
      { docId: "guide/payment-gateway/custom-checkout", place: "Integration Guides › Payment Gateway" },
    ]);
  });

  it("removes exactly that item's lines, in the style Decap writes", () => {
    const item = "        - type: doc\n          id: guide/payment-gateway/custom-checkout\n";
    expect(source).toContain(item);
    const after = withoutDocs(source, ["guide/payment-gateway/custom-checkout"]);
    expect(after).toBe(source.replace(item, ""));
    expect(sidebarPlaces(after, ["guide/payment-gateway/custom-checkout"])).toEqual([]);
  });
});
