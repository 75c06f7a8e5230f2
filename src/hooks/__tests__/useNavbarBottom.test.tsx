// @vitest-environment jsdom
import React, { useRef } from "react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useNavbarBottom } from "../useNavbarBottom";

function Navbar() {
  const ref = useRef<HTMLElement>(null);
  useNavbarBottom(ref);
  return <header ref={ref}>navbar</header>;
}

const root = () => document.documentElement.style.getPropertyValue("--navbar-bottom");

describe("useNavbarBottom", () => {
  it("publishes on the navbar at mount and on <html> only from the reader's first press", () => {
    const { container, unmount } = render(<Navbar />);
    const header = container.querySelector("header") as HTMLElement;
    // jsdom lays nothing out: the edge is at 0.
    expect(header.style.getPropertyValue("--navbar-bottom")).toBe("0px");
    // Not on <html> during the page's load: a custom property there restyles every element.
    expect(root()).toBe("");
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(root()).toBe("0px");
    unmount();
    expect(root()).toBe("");
    expect(header.style.getPropertyValue("--navbar-bottom")).toBe("");
  });

  it("starts on <html> with a pointer press too", () => {
    const { unmount } = render(<Navbar />);
    window.dispatchEvent(new Event("pointerdown"));
    expect(root()).toBe("0px");
    unmount();
  });
});
