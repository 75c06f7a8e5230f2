import { describe, expect, it } from "vitest";
import { moduleClassCheck } from "../page-styles";

const page = (css: string, body: string) =>
  `<html><head><style data-href="/styles.css">${css}</style></head><body>${body}</body></html>`;
const css = "._exCerp{overflow-wrap:anywhere}@media (min-width:50em){._wIdeAa .x{margin:.5em}}";

describe("CSS-module classes against the inline stylesheet", () => {
  it("finds nothing when every module class the page names is defined, whatever its other classes", () => {
    const check = moduleClassCheck();
    const html = page(css, '<p class="_exCerp token comment"><b class="_wIdeAa">x</b></p>');
    expect(check(html)).toEqual([]);
  });

  it("reads class attributes only: text that looks like a class name is not one", () => {
    const check = moduleClassCheck();
    expect(check(page(css, "<pre><code>_abcdef = 1; class=_qwerty</code></pre>"))).toEqual([]);
  });

  it("names each module class the stylesheet lacks once, sorted", () => {
    const check = moduleClassCheck();
    const html = page(css, '<p class="_exCerq"><i class="_moReAa"></i><i class="_exCerq"></i></p>');
    expect(check(html)).toEqual(["_exCerq", "_moReAa"]);
  });

  it("reads each page's own stylesheet: a page left with an older one is caught", () => {
    const check = moduleClassCheck();
    const body = '<p class="_exCerp"></p>';
    expect(check(page(css, body))).toEqual([]);
    expect(check(page("._exCerr{color:red}", body))).toEqual(["_exCerp"]);
  });
});
