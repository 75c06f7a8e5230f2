// @vitest-environment jsdom
import React from "react";
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Tabs, TabItem } from "..";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const group = (lazy: boolean) => (
  <Tabs groupId="lang" lazy={lazy}>
    <TabItem value="curl" label="cURL">
      <p>curl sample</p>
    </TabItem>
    <TabItem value="go" label="Go">
      <p>go sample</p>
    </TabItem>
    <TabItem value="php" label="PHP">
      <p>php sample</p>
    </TabItem>
  </Tabs>
);

describe("Tabs", () => {
  it("puts every panel in the server's HTML", () => {
    const html = renderToString(group(false));
    expect(html).toContain("curl sample");
    expect(html).toContain("go sample");
    expect(html).toContain("php sample");
  });

  it("lazy: puts only the first panel in the server's HTML, with every tab and an empty panel for each", () => {
    const html = renderToString(group(true));
    expect(html).toContain("curl sample");
    expect(html).not.toContain("go sample");
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
  });

  it("lazy: renders a panel when its tab is chosen, and keeps it when another is", () => {
    render(group(true));
    expect(screen.queryByText("go sample")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Go" }));
    expect(screen.getByText("go sample")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "PHP" }));
    expect(screen.getByText("php sample")).toBeTruthy();
    // Still rendered, hidden.
    expect(screen.getByText("go sample", { selector: "p" }).closest('[role="tabpanel"]')?.hasAttribute("hidden")).toBe(
      true,
    );
    expect(screen.queryByText("php sample")).not.toBeNull();
  });

  it("lazy: the reader's remembered language renders after load", () => {
    localStorage.setItem("docs.tabs.lang", "php");
    render(group(true));
    expect(screen.getByRole("tab", { name: "PHP" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("php sample")).toBeTruthy();
    expect(screen.queryByText("go sample")).toBeNull();
  });
});
