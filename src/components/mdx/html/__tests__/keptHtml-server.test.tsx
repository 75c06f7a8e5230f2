import React from "react";
import { renderToString } from "react-dom/server";
import { keptHtml } from "..";
import { Admonition } from "../../Admonition";

it("on the server (and in the CMS preview) is the component itself, marked as keeping its HTML", () => {
  const Kept = keptHtml("Admonition");
  expect(Kept).toBe(Admonition);
  expect(Kept.keepsHtml).toBe(true);
  expect(renderToString(<Kept title="Heads up">Read this</Kept>)).toContain("Read this");
});
