import { editorRoute, needsFreshEditor } from "../admin/routes";

describe("admin routes", () => {
  it("reads an editor's collection and entry from the address", () => {
    expect(editorRoute("#/collections/guide/entries/payment-gateway/hosted-checkout")).toEqual({
      collection: "guide",
      slug: "payment-gateway/hosted-checkout",
    });
    expect(editorRoute("#/collections/guide/new?title=x")).toEqual({ collection: "guide", slug: null });
    expect(editorRoute("#/collections/guide")).toBeNull();
  });

  it("loads the editor afresh when the address moves straight to another entry, not on Decap's own moves", () => {
    const guideNew = "#/collections/guide/new";
    const created = "#/collections/guide/entries/refund-notifications";
    const sidebars = "#/collections/sidebars/entries/sidebars";
    expect(needsFreshEditor(guideNew, created)).toBe(false);
    expect(needsFreshEditor(created, sidebars)).toBe(true);
    expect(needsFreshEditor(created, "#/collections/guide/entries/authentication")).toBe(true);
    // Decap's "publish and create new" and "duplicate" (it sets the new draft up itself).
    expect(needsFreshEditor(created, guideNew)).toBe(false);
    expect(needsFreshEditor(created, "#/collections/api/new")).toBe(true);
    expect(needsFreshEditor(created, "#/collections/sidebars")).toBe(false);
    expect(needsFreshEditor("#/collections/guide", sidebars)).toBe(false);
  });
});
