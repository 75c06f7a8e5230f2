// What the API pages share between the build and the browser: their sections and anchors, the
// response examples' grouping, the header rules and the rich-text tags. The view types the build
// hands to the pages are in types.ts; the catalog's filter, loaded when a reader filters, in lazy.ts.
export * from "./sections";
export * from "./code-text";
export * from "./example-groups";
export * from "./headers";
export * from "./rich-tags";
