import { describe, expect, it } from "vitest";
import { moduleClassCheck } from "../page-styles";

const page = (css: string, body: string) =>
  `<html><head><style data-href="/styles.css">${css}</style></head><body>${body}</body></html>`;
const css =
  ".styles-module--excerpt--1a2b3{overflow-wrap:anywhere}@media (min-width:50em){.styles-module--wide--4c5d6 .x{margin:.5em}}";

describe("CSS-module classes against the inline stylesheet", () => {
  it("finds nothing when every module class the page names is defined, whatever its other classes", () => {
    const check = moduleClassCheck();
    const html = page(
      css,
      '<p class="styles-module--excerpt--1a2b3 token comment"><b class="styles-module--wide--4c5d6">x</b></p>',
    );
    expect(check(html)).toEqual([]);
  });

  it("names each module class the stylesheet lacks once, sorted", () => {
    const check = moduleClassCheck();
    const html = page(
      css,
      '<p class="styles-module--excerpt--9f9f9"><i class="styles-module--more--0a0a0"></i><i class="styles-module--excerpt--9f9f9"></i></p>',
    );
    expect(check(html)).toEqual(["styles-module--excerpt--9f9f9", "styles-module--more--0a0a0"]);
  });

  it("reads each page's own stylesheet: a page left with an older one is caught", () => {
    const check = moduleClassCheck();
    const body = '<p class="styles-module--excerpt--1a2b3"></p>';
    expect(check(page(css, body))).toEqual([]);
    expect(check(page(".styles-module--excerpt--77777{color:red}", body))).toEqual(["styles-module--excerpt--1a2b3"]);
  });
});
