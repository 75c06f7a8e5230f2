// @vitest-environment jsdom
import React from "react";
import { cleanup, render } from "@testing-library/react";
import { ScrollContext, SessionStorage } from "../router-scroll";
import invariant from "../invariant-stub";

const at = (pathname: string, key: string, hash = "") => ({ pathname, key, hash });

describe("router scroll stand-in", () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => cleanup());

  it("saves the window position per history entry under the package's keys, once per frame", async () => {
    render(
      <ScrollContext location={at("/guide/a/", "k1")}>
        <p>page</p>
      </ScrollContext>,
    );
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(sessionStorage.getItem("@@scroll|/guide/a/|k1")).toBe("640");
    expect(new SessionStorage().read({ pathname: "/guide/a/" }, "k1")).toBe(640);
  });

  it("restores the saved position after a route update when shouldUpdateScroll says so, with its storage as `this`", () => {
    sessionStorage.setItem("@@scroll|/guide/b/|k2", "900");
    const seen: number[] = [];
    const should = vi.fn(function (
      this: { _stateStorage: SessionStorage },
      _prev: unknown,
      next: { location: { pathname: string } },
    ) {
      seen.push(this._stateStorage.read(next.location, "k2"));
      return true;
    });
    const { rerender } = render(
      <ScrollContext location={at("/guide/a/", "k1")} shouldUpdateScroll={should}>
        <p>page</p>
      </ScrollContext>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // nothing saved for the first page
    rerender(
      <ScrollContext location={at("/guide/b/", "k2")} shouldUpdateScroll={should}>
        <p>page</p>
      </ScrollContext>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
    expect(seen).toEqual([900]);
  });

  it("leaves the position alone when shouldUpdateScroll says no, and goes to a hash target when it says yes", () => {
    const target = document.createElement("h2");
    target.id = "step 2";
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    let allow = false;
    const should = () => allow;
    const { rerender } = render(
      <ScrollContext location={at("/a/", "k1")} shouldUpdateScroll={should}>
        <p>page</p>
      </ScrollContext>,
    );
    rerender(
      <ScrollContext location={at("/b/", "k2")} shouldUpdateScroll={should}>
        <p>page</p>
      </ScrollContext>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    allow = true;
    rerender(
      <ScrollContext location={at("/b/", "k3", "#step%202")} shouldUpdateScroll={should}>
        <p>page</p>
      </ScrollContext>,
    );
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
  });

  it("restores a saved position on the first render (a reload), and keeps positions in memory without sessionStorage", () => {
    sessionStorage.setItem("@@scroll|/a/|k1", "300");
    render(
      <ScrollContext location={at("/a/", "k1")}>
        <p>page</p>
      </ScrollContext>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 300);

    const storage = new SessionStorage();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    storage.save({ pathname: "/c/" }, "k9", 120);
    expect(storage.read({ pathname: "/c/" }, "k9")).toBe(120);
    vi.restoreAllMocks();
  });
});

describe("invariant stand-in", () => {
  it("throws the message when the condition is false, and nothing otherwise", () => {
    expect(() => invariant(false, "<Router>: Children of <Router> must have a `path`")).toThrow(
      "<Router>: Children of <Router> must have a `path`",
    );
    expect(() => invariant(true, "never")).not.toThrow();
  });
});
