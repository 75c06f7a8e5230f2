import { parseSidebars, loadSidebars } from "../sidebars";

describe("content/sidebars.yaml", () => {
  it("loads the site's sidebars: two, with the overview first", () => {
    const sidebars = loadSidebars();
    expect(Object.keys(sidebars)).toEqual(["guide", "api"]);
    expect(sidebars.guide.items[0]).toEqual({ type: "doc", id: "guide/overview" });
  });

  it("names the field path of an invalid entry", () => {
    const yaml = `guide:\n  label: G\n  items:\n    - type: doc\n      id: guide/overview\n    - type: category\n      label: C\n      items:\n        - type: doc\n          idd: guide/x\napi:\n  label: A\n  items:\n    - type: doc\n      id: api/index\n`;
    expect(() => parseSidebars(yaml, "content/sidebars.yaml")).toThrow(
      /content\/sidebars\.yaml is invalid:[\s\S]*guide\.items\[1\]\.items\[0\]/,
    );
  });

  it("refuses a doc id that is not a content path", () => {
    const yaml = `guide:\n  label: G\n  items:\n    - type: doc\n      id: /guide/overview/\napi:\n  label: A\n  items:\n    - type: doc\n      id: api/index\n`;
    expect(() => parseSidebars(yaml)).toThrow(/guide\.items\[0\]\.id: must be a doc id/);
  });

  it("reports YAML syntax errors with the file name", () => {
    expect(() => parseSidebars("guide: [", "content/sidebars.yaml")).toThrow(/content\/sidebars\.yaml: not valid YAML/);
  });
});
