// The site renders with Preact (gatsby-plugin-preact), on the server too: run the hook there.
vi.mock("react", async () => await import("preact/compat"));
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { useMediaQuery } from "../useMediaQuery";
import { mobileMediaQuery } from "../../lib/ui-constants";

function Probe() {
  return h("p", null, useMediaQuery(mobileMediaQuery) ? "mobile" : "desktop");
}

describe("useMediaQuery", () => {
  it("renders on the server (no window), as not matching", () => {
    expect(typeof window).toBe("undefined");
    expect(renderToString(h(Probe, null))).toBe("<p>desktop</p>");
  });
});
