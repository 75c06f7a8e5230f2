// @vitest-environment jsdom
import React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { MdxLink } from "..";

// Its Link adds the path prefix, as Gatsby's does.
vi.mock("gatsby", () => import("../../../__tests__/gatsby-mock"));

describe("MdxLink", () => {
  afterEach(cleanup);

  it("gives Link the route without the path prefix gatsby-plugin-mdx added (src/lib/routes withoutBasePath)", () => {
    render(<MdxLink href="/api-docs-v2/guide/authentication#keys">Keys</MdxLink>);
    expect(screen.getByRole("link", { name: "Keys" }).getAttribute("href")).toBe(
      "/api-docs-v2/guide/authentication#keys",
    );
  });

  it("keeps external links plain and safe", () => {
    render(<MdxLink href="https://example.com/">Example</MdxLink>);
    expect(screen.getByRole("link", { name: "Example" }).getAttribute("rel")).toBe("noopener noreferrer");
  });
});
