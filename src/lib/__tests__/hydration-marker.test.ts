// @vitest-environment jsdom
import { hydratedAttribute, markHydrated } from "../hydration-marker";

describe("markHydrated (the browser tests' signal that the first client render is done)", () => {
  afterEach(() => document.documentElement.removeAttribute(hydratedAttribute));

  it('sets data-hydrated="true" on <html> and leaves its other attributes alone', () => {
    document.documentElement.setAttribute("data-theme", "dark");
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
    markHydrated();
    expect(document.documentElement.getAttribute("data-hydrated")).toBe("true");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
  });
});
