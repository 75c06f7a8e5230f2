// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { NavbarItem } from "../NavbarItem";
import type { MenuItemConfig } from "../NavbarItem";
import { quietCaughtErrors } from "../../__tests__/gatsby-mock";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

describe("NavbarItem (navbar item render failure)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("throws an error that shows the item's configuration for an unknown type", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(quietCaughtErrors());
    const item = { type: "megaMenu", position: "right", items: ["a"] } as unknown as MenuItemConfig;
    expect(() => render(<NavbarItem item={item} activeSidebar={null} route="/" />)).toThrow(
      'Navbar item of unknown type, with this configuration:\n{\n  "type": "megaMenu",\n  "position": "right",\n  "items": [\n    "a"\n  ]\n}',
    );
  });

  it("marks the link of the current sidebar active", () => {
    render(
      <NavbarItem
        item={{ type: "link", label: "API List", to: "/api/", sidebar: "api", position: "left" }}
        activeSidebar="api"
        route="/api/"
      />,
    );
    expect(screen.getByRole("link", { name: "API List" }).getAttribute("aria-current")).toBe("page");
  });
});
