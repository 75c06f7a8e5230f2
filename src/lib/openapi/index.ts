// What the API pages share between the build and the browser: their sections and anchors, the
// response examples' grouping, the header rules, the rich-text tags and the catalog filter. The
// view types the build hands to the pages are in types.ts.
export * from "./sections";
export * from "./example-groups";
export * from "./headers";
export * from "./rich-tags";
export * from "./catalog-filter";
