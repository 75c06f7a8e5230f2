// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { NavbarItem } from "../NavbarItem";
import type { NavbarItemConfig } from "../../../config";

vi.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  withPrefix: (path: string) => `/api-docs-v2${path}`,
}));

describe("NavbarItem (SPEC §8: navbar item render failure)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("throws an error that shows the item's configuration for an unknown type", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener("error", quiet);
    onTestFinished(() => window.removeEventListener("error", quiet));
    const item = { type: "megaMenu", position: "right", items: ["a"] } as unknown as NavbarItemConfig;
    expect(() => render(<NavbarItem item={item} activeSidebar={null} route="/" />)).toThrow(
      'Navbar item of unknown type, with this configuration:\n{\n  "type": "megaMenu",\n  "position": "right",\n  "items": [\n    "a"\n  ]\n}',
    );
  });

  it("marks the link of the current sidebar active", () => {
    render(<NavbarItem item={{ type: "link", label: "API List", to: "/api/", sidebar: "api", position: "left" }} activeSidebar="api" route="/api/" />);
    expect(screen.getByRole("link", { name: "API List" }).getAttribute("aria-current")).toBe("page");
  });
});
