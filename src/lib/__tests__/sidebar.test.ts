import { buildSidebars, locateDoc, SidebarError, type DocInfo, type SidebarsDefinition } from "../sidebar";

const docs: DocInfo[] = [
  { id: "guide/overview", title: "Overview", route: "/" },
  { id: "guide/authentication", title: "Authentication", route: "/guide/authentication/" },
  {
    id: "guide/payment-gateway/hosted-checkout",
    title: "Hosted Checkout",
    sidebarLabel: "Hosted",
    route: "/guide/payment-gateway/hosted-checkout/",
  },
  {
    id: "guide/payment-gateway/custom-checkout",
    title: "Custom Checkout",
    route: "/guide/payment-gateway/custom-checkout/",
  },
  { id: "api/index", title: "API Reference", route: "/api/" },
];

const definition: SidebarsDefinition = {
  guide: {
    label: "Integration Guides",
    items: [
      "guide/overview",
      "guide/authentication",
      {
        type: "category",
        label: "Payment Gateway",
        items: ["guide/payment-gateway/hosted-checkout", "guide/payment-gateway/custom-checkout"],
      },
    ],
  },
  api: { label: "API List", items: ["api/index"] },
};

describe("buildSidebars", () => {
  it("keeps the declared order and takes labels from sidebar_label, then title", () => {
    const [guide] = buildSidebars(definition, docs);
    expect(guide.order.map((l) => l.label)).toEqual(["Overview", "Authentication", "Hosted", "Custom Checkout"]);
    expect(guide.items[2]).toMatchObject({ type: "category", label: "Payment Gateway", collapsed: false });
  });

  it("gives previous and next within a sidebar, across categories, and a breadcrumb trail", () => {
    const sidebars = buildSidebars(definition, docs);
    const nav = locateDoc(sidebars, "guide/payment-gateway/hosted-checkout");
    expect(nav).toMatchObject({ sidebar: "guide", sidebarLabel: "Integration Guides", trail: ["Payment Gateway"] });
    expect(nav?.previous?.route).toBe("/guide/authentication/");
    expect(nav?.next?.route).toBe("/guide/payment-gateway/custom-checkout/");
    expect(locateDoc(sidebars, "guide/overview")?.previous).toBeNull();
    expect(locateDoc(sidebars, "api/index")?.next).toBeNull();
    expect(locateDoc(sidebars, "nowhere")).toBeNull();
  });

  it("fails naming the sidebar and the missing doc, with a hint", () => {
    const broken: SidebarsDefinition = { guide: { label: "G", items: ["guide/authentcation"] } };
    expect(() => buildSidebars(broken, docs)).toThrow(SidebarError);
    expect(() => buildSidebars(broken, docs)).toThrow(
      /sidebar "guide" names doc "guide\/authentcation".*did you mean "guide\/authentication"/,
    );
  });

  it("fails on a doc listed twice and on an empty category", () => {
    expect(() =>
      buildSidebars(
        { a: { label: "A", items: ["guide/overview"] }, b: { label: "B", items: ["guide/overview"] } },
        docs,
      ),
    ).toThrow(/again/);
    expect(() =>
      buildSidebars({ a: { label: "A", items: [{ type: "category", label: "Empty", items: [] }] } }, docs),
    ).toThrow(/no items/);
  });
});
